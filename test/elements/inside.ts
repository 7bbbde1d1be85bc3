import { within } from '@testing-library/react'

/** Testing Library's queries inside an element's shadow root, where the component renders. */
export const inside = (element: Element) =>
  within(element.shadowRoot!.querySelector('[data-fk-element]') as HTMLElement)
