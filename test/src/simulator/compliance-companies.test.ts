import { call, makeSim } from './helpers'

describe('simulator: Compliance companies', () => {
  it('CMP-2: list companies answers 200 with the partner’s seeded companies', async () => {
    const { sim, compliance, partner } = makeSim()
    const answer = await call(sim, 'GET', `${compliance}/companies`)
    expect(answer.status).toBe(200)
    expect(answer.body.statusCode).toBe(200)
    const own = [...sim.state.companies.values()].filter((company) => company.partnerId === partner.partnerId)
    expect(answer.body.data.map((company: { id: string }) => company.id)).toEqual(
      own.map((company) => company.id),
    )
    expect(own.length).toBeGreaterThanOrEqual(20)
    const first = answer.body.data[0]
    expect(first.ein).toMatch(/^\d{2}-\d{7}$/)
    expect(first.homeState).toMatch(/^[A-Z]{2}$/)
    expect(first.businessAddress.zip).toMatch(/^\d{5}$/)
    expect(first).not.toHaveProperty('partnerId')
  })

  it('CMP-3: only name is required; 200 gives {companyId, PCID} with PCID echoed or null', async () => {
    const { sim, compliance } = makeSim()
    const bare = await call(sim, 'POST', `${compliance}/companies`, { body: { name: 'Harbor Kites LLC' } })
    expect(bare.status).toBe(200)
    expect(bare.body.data).toEqual({ companyId: expect.stringMatching(/^a0E[0-9A-Za-z]{15}$/), PCID: null })
    const full = await call(sim, 'POST', `${compliance}/companies`, {
      body: {
        name: 'Harbor Kites Two LLC',
        ein: '12-3456789',
        filingnumber: 'DE123',
        buisnessCategory: 'Retail',
        homeState: 'DE',
        businessAddress: { street: '1 Main St', city: 'Dover', state: 'DE', zip: '19901' },
        PCID: 'CUST-42',
      },
    })
    expect(full.body.data.PCID).toBe('CUST-42')
    const read = await call(sim, 'GET', `${compliance}/companies/${full.body.data.companyId}`)
    expect(read.body.data).toMatchObject({
      name: 'Harbor Kites Two LLC',
      buisnessCategory: 'Retail',
      filingnumber: 'DE123',
      ein: '12-3456789',
    })
  })

  it('CMP-3: validation 400 has data null and the validation-exception code before the field', async () => {
    const { sim, compliance } = makeSim()
    const cases: [unknown, string][] = [
      [{ name: '' }, 'FIELD_CUSTOM_VALIDATION_EXCEPTION: name: '],
      [
        { name: 'A LLC', ein: '123456789' },
        'FIELD_CUSTOM_VALIDATION_EXCEPTION: ein: EIN must be in the format NN-NNNNNNN',
      ],
      [{ name: 'A LLC', homeState: 'Texas' }, 'FIELD_CUSTOM_VALIDATION_EXCEPTION: homeState: '],
      [
        { name: 'A LLC', businessAddress: { state: 'California' } },
        'FIELD_CUSTOM_VALIDATION_EXCEPTION: businessAddress.state: ',
      ],
      [{ ein: '12-3456789' }, 'FIELD_CUSTOM_VALIDATION_EXCEPTION: name: '],
    ]
    const before = sim.state.companies.size
    for (const [body, prefix] of cases) {
      const answer = await call(sim, 'POST', `${compliance}/companies`, { body })
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({
        statusCode: 400,
        message: expect.stringMatching(new RegExp(`^${prefix.replace(/[.]/g, '\\.')}`)),
        data: null,
      })
    }
    expect(sim.state.companies.size).toBe(before)
  })

  it('CMP-4: bulk create is positional', async () => {
    const { sim, compliance } = makeSim()
    const inputs = Array.from({ length: 5 }, (_, index) => ({
      name: `Bulk Co ${index} LLC`,
      PCID: `ROW-${index}`,
    }))
    const answer = await call(sim, 'POST', `${compliance}/companies/bulk`, { body: inputs })
    expect(answer.status).toBe(200)
    expect(answer.body.data.map((result: { PCID: string }) => result.PCID)).toEqual(
      inputs.map((input) => input.PCID),
    )
    for (const [index, result] of (answer.body.data as { companyId: string }[]).entries()) {
      expect(sim.state.companies.get(result.companyId)?.name).toBe(`Bulk Co ${index} LLC`)
    }
  })

  it('CMP-4: one bad record rolls back the whole batch; the error names it and has data []', async () => {
    const { sim, compliance } = makeSim()
    const before = sim.state.companies.size
    const inputs = [
      { name: 'Fine One LLC' },
      { name: 'Fine Two LLC' },
      { name: 'Bad LLC', ein: '99' },
      { name: '' },
    ]
    const answer = await call(sim, 'POST', `${compliance}/companies/bulk`, { body: inputs })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({
      statusCode: 400,
      message: 'FIELD_CUSTOM_VALIDATION_EXCEPTION: record 3 of 4: ein: EIN must be in the format NN-NNNNNNN',
      data: [],
    })
    expect(sim.state.companies.size).toBe(before)
  })

  it('CMP-4: a batch over 1,000 is a gateway time-out and stores nothing', async () => {
    const { sim, compliance } = makeSim()
    const before = sim.state.companies.size
    const answer = await call(sim, 'POST', `${compliance}/companies/bulk`, {
      body: Array.from({ length: 1001 }, (_, index) => ({ name: `Huge ${index} LLC` })),
    })
    expect(answer.status).toBe(504)
    expect(sim.state.companies.size).toBe(before)
    const thousand = await call(sim, 'POST', `${compliance}/companies/bulk`, {
      body: Array.from({ length: 1000 }, (_, index) => ({ name: `Big ${index} LLC` })),
    })
    expect(thousand.status).toBe(200)
    expect(thousand.body.data).toHaveLength(1000)
  })

  it('bulk latency grows with the batch size when bulkLatencyPerRecordMs is set', async () => {
    vi.useFakeTimers()
    try {
      const { sim, compliance } = makeSim({ bulkLatencyPerRecordMs: 10 })
      const settled = (count: number) => {
        let done = false
        const pending = call(sim, 'POST', `${compliance}/companies/bulk`, {
          body: Array.from({ length: count }, (_, index) => ({ name: `Slow ${count}-${index} LLC` })),
        }).then((answer) => {
          done = true
          return answer
        })
        return { pending, isDone: () => done }
      }
      const small = settled(10)
      const large = settled(100)
      await vi.advanceTimersByTimeAsync(150)
      expect(small.isDone()).toBe(true)
      expect(large.isDone()).toBe(false)
      await vi.advanceTimersByTimeAsync(900)
      expect(large.isDone()).toBe(true)
      expect((await large.pending).status).toBe(200)
    } finally {
      vi.useRealTimers()
    }
  })
})
