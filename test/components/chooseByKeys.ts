import { userEvent } from 'vitest/browser'

/**
 * Chooses an option of the focused select from the keyboard: presses the first letter of the option's
 * text until it is the chosen one, as a person does with a long list of states.
 *
 * Typing the whole word ("Alabama") relies on the browser's type-ahead, which forgets the letters typed
 * after about a second: on a busy machine the gap between two keys passed it and "a" started a new
 * search, choosing Alaska (a CI run). One letter pressed again moves to the next option starting with
 * it whatever the gap, so this holds on any machine.
 */
export async function chooseByKeys(select: HTMLElement, wanted: string) {
  if (!(select instanceof HTMLSelectElement))
    throw new Error(`Not a select: ${select.outerHTML.slice(0, 120)}`)
  // A select no longer on the page (its test timed out and went on): its keys would land in another form.
  if (!select.isConnected) throw new Error(`No longer on the page: ${select.outerHTML.slice(0, 120)}`)
  if (document.activeElement !== select && select.getRootNode() === document)
    throw new Error(`The select does not have the focus: ${select.outerHTML.slice(0, 120)}`)
  const options = [...select.options]
  const target = options.find((option) => option.value === wanted || option.label === wanted)
  if (!target) throw new Error(`No option "${wanted}" in ${select.outerHTML.slice(0, 120)}`)
  const key = target.label.trim()[0]!
  for (let press = 0; press <= options.length; press += 1) {
    if (select.value === target.value) return
    await userEvent.keyboard(key)
  }
  throw new Error(`Pressing "${key}" never chose "${wanted}"; chosen: ${select.selectedOptions[0]?.label}`)
}
