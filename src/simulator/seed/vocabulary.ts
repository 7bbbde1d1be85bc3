// Word lists for realistic seeded records. Cities carry their real ZIP prefix so addresses look right.

export const NAME_FIRST = [
  'Bluebird',
  'Granite Peak',
  'Harbor',
  'Cedar Lane',
  'Northwind',
  'Silver Fern',
  'Redwood',
  'Lakeside',
  'Summit',
  'Copper Kettle',
  'Ironbridge',
  'Maple Street',
  'Golden Gate',
  'Prairie',
  'Juniper',
  'Beacon',
  'Riverbend',
  'Oak & Ash',
  'Sunrise',
  'Highland',
  'Pioneer',
  'Bright Path',
  'Evergreen',
  'Coastal',
  'Stonewall',
  'Willow Creek',
  'Blue Ridge',
  'Canyon',
  'Magnolia',
  'Keystone',
  'Falcon',
  'Tidewater',
] as const

export const NAME_SECOND = [
  'Bakery',
  'Logistics',
  'Dental Studio',
  'Consulting',
  'Landscaping',
  'Software',
  'Coffee Roasters',
  'Builders',
  'Fitness',
  'Analytics',
  'Design Co',
  'Veterinary Clinic',
  'Plumbing',
  'Outfitters',
  'Realty',
  'Brewing',
  'Health Partners',
  'Solar',
  'Marketing Group',
  'Auto Care',
  'Learning Center',
  'Catering',
  'Home Services',
  'Capital',
  'Robotics',
  'Florist',
  'Media',
  'Machine Works',
] as const

export const BUSINESS_CATEGORIES = [
  'Food & Beverage',
  'Transportation',
  'Healthcare',
  'Professional Services',
  'Construction',
  'Technology',
  'Retail',
  'Real Estate',
  'Education',
  'Manufacturing',
] as const

/** Entity type on the company, with the name suffix it implies. */
export const COMPANY_TYPES = [
  { type: 'LLC', suffix: 'LLC' },
  { type: 'LLC', suffix: 'LLC' },
  { type: 'Corporation', suffix: 'Inc.' },
  { type: 'S-Corp', suffix: 'Inc.' },
  { type: 'Professional Corporation', suffix: 'P.C.' },
  { type: 'Non-Profit Corporation', suffix: 'Foundation' },
] as const

export const CITIES: Readonly<Record<string, readonly (readonly [city: string, zip: string])[]>> = {
  CA: [
    ['Los Angeles', '900'],
    ['San Diego', '921'],
    ['Sacramento', '958'],
    ['Oakland', '946'],
  ],
  TX: [
    ['Austin', '787'],
    ['Houston', '770'],
    ['Dallas', '752'],
  ],
  NY: [
    ['Brooklyn', '112'],
    ['Buffalo', '142'],
    ['Albany', '122'],
  ],
  FL: [
    ['Miami', '331'],
    ['Tampa', '336'],
    ['Orlando', '328'],
  ],
  DE: [
    ['Wilmington', '198'],
    ['Dover', '199'],
  ],
  WA: [
    ['Seattle', '981'],
    ['Spokane', '992'],
  ],
  IL: [
    ['Chicago', '606'],
    ['Springfield', '627'],
  ],
  CO: [
    ['Denver', '802'],
    ['Boulder', '803'],
  ],
  GA: [
    ['Atlanta', '303'],
    ['Savannah', '314'],
  ],
  NC: [
    ['Raleigh', '276'],
    ['Charlotte', '282'],
  ],
  AZ: [
    ['Phoenix', '850'],
    ['Tucson', '857'],
  ],
  MA: [
    ['Boston', '021'],
    ['Worcester', '016'],
  ],
  OR: [
    ['Portland', '972'],
    ['Eugene', '974'],
  ],
  AL: [
    ['Birmingham', '352'],
    ['Montgomery', '361'],
  ],
  NV: [
    ['Las Vegas', '891'],
    ['Reno', '895'],
  ],
}

export const STREETS = [
  'Main St',
  'Oak Ave',
  'Market St',
  'Elm St',
  'Park Blvd',
  'Washington Ave',
  'Lake Dr',
  'Hillcrest Rd',
  'Commerce Way',
  'Mill Rd',
  'Broadway',
  'Pine St',
  '2nd Ave',
  'Industrial Pkwy',
  'Sunset Blvd',
] as const

export const FIRST_NAMES = [
  'Maria',
  'James',
  'Aisha',
  'Daniel',
  'Mei',
  'Carlos',
  'Priya',
  'Robert',
  'Fatima',
  'Ethan',
  'Sofia',
  'Noah',
] as const
export const LAST_NAMES = [
  'Garcia',
  'Johnson',
  'Okafor',
  'Nguyen',
  'Patel',
  'Smith',
  'Kowalski',
  'Rossi',
  'Cohen',
  'Hernandez',
] as const

export const PARTNER_NAMES = [
  'Ledgerly Accounting Portal',
  'BrightBooks Payroll',
  'Atlas Bank for Business',
] as const
