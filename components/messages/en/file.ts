/** The en-US strings of picking a file (FileDrop), by message id. */
export const fileMessages = {
  'file.dropLabel': 'Drop a file here, or choose one',
  'file.hintTypesSize': 'Accepted: {types}. Up to {size}.',
  'file.empty': '“{name}” is empty. Choose a file with content.',
  'file.tooLarge': '“{name}” is {size}; the limit is {max}.',
  'file.wrongType': '“{name}” is not an accepted type ({types}).',
  'file.selected': 'Selected: {name} ({size})',
  'file.notWhatItSays': '“{name}” does not contain what its name says ({types}).',
  'file.unreadable': '“{name}” could not be read. Choose it again, or another file.',
} as const

/** A message id of the file picker. */
export type FileMessageId = keyof typeof fileMessages
