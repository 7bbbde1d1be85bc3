import { screen, waitFor, within } from '@testing-library/react'
import { commands, userEvent } from 'vitest/browser'
import { describe, expect, it, vi } from 'vitest'
import { CancelSubscriptionDialog, SubscriptionList } from '../../../components'
import { es } from '../../../components/messages/es'
import { axeViolations, createComponentHarness, decodeBase64 } from '../harness'

// A real PDF on disk (`upload` and `readFile` take paths from the project root).
const PDF = 'test/components/fixtures/agent-appointment.pdf'

async function tabTo(matches: (element: Element) => boolean, limit = 40) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (document.activeElement && matches(document.activeElement))
      return document.activeElement as HTMLElement
    await userEvent.tab()
  }
  throw new Error(`Not reached by Tab: ${document.activeElement?.outerHTML.slice(0, 120)}`)
}
const named = (name: string | RegExp) => (element: Element) =>
  typeof name === 'string'
    ? element.getAttribute('aria-label') === name || element.textContent === name
    : name.test(element.getAttribute('aria-label') ?? element.textContent ?? '')

/** Picks `file` in `input` from inside the page: the events a file chooser gives, no bytes over RPC. */
function pickInPage(input: HTMLInputElement, file: File) {
  const transfer = new DataTransfer()
  transfer.items.add(file)
  input.files = transfer.files
  input.dispatchEvent(new Event('input', { bubbles: true }))
  input.dispatchEvent(new Event('change', { bubbles: true }))
}

/** The dialog's file input, found as a user finds it: by its label. */
const fileInput = (dialog: HTMLElement) =>
  within(dialog).getByLabelText(/Proof of the new registered agent/) as HTMLInputElement

/**
 * A PDF whose first bytes arrive only when the test says so (`arrive`), or never can be read
 * (`fail`): a slow disk, or a file moved since it was picked.
 */
function heldFile(bytes: Uint8Array<ArrayBuffer>, name: string) {
  let arrive!: () => void
  let fail!: () => void
  const read = new Promise<void>((resolve, reject) => {
    arrive = resolve
    fail = () => reject(new DOMException('The file could not be read.', 'NotReadableError'))
  })
  const file = new File([bytes], name, { type: 'application/pdf' })
  file.slice = (...range) => {
    const part = File.prototype.slice.apply(file, range)
    part.arrayBuffer = () => read.then(() => Blob.prototype.arrayBuffer.call(part))
    return part
  }
  return { file, arrive, fail }
}

/** An active Registered Agent plan's cancel dialog, open on its proof form. */
async function openProofForm() {
  const h = createComponentHarness()
  const plan = h.plans(
    (candidate) => candidate.serviceCategory === 'RegisteredAgent' && candidate.status === 'Active',
  )[0]!
  h.render(<CancelSubscriptionDialog subscriptionId={plan.id} open onOpenChange={() => {}} />)
  const dialog = await screen.findByRole('dialog', { name: 'Cancel Registered Agent' })
  await within(dialog).findByText(/upload proof/)
  return { h, plan, dialog }
}

describe('CancelSubscriptionDialog', () => {
  it('CMP-15: a real PDF picked through the file input reaches the service as Base64 of exactly its bytes, with extension "pdf" and the title; it says "sent for review"', async () => {
    const h = createComponentHarness()
    const plan = h.plans(
      (candidate) => candidate.serviceCategory === 'RegisteredAgent' && candidate.status === 'Active',
    )[0]!
    const onCancelled = vi.fn()
    const { container } = h.render(
      <CancelSubscriptionDialog
        subscriptionId={plan.id}
        open
        onOpenChange={() => {}}
        onCancelled={onCancelled}
      />,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Registered Agent' })
    await within(dialog).findByText(/upload proof that .* has appointed a new registered agent/)
    expect(await axeViolations(container)).toEqual([])

    await userEvent.upload(fileInput(dialog), PDF)
    await within(dialog).findByText(/Selected: agent-appointment\.pdf \(624 bytes\)/)
    const title = within(dialog).getByLabelText(/Document title/) as HTMLInputElement
    expect(title.value).toBe('Agent appointment')
    await userEvent.fill(title, 'Appointment of Acme Agents Inc.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send for review' }))

    const status = await within(dialog).findByRole('status')
    expect(status.textContent).toMatch(/^Sent for review\./)
    expect(status.textContent).not.toMatch(/cancelled/i)
    expect(container.querySelector('[data-fk="CancelSubscriptionDialog"]')!.getAttribute('data-state')).toBe(
      'submitted',
    )

    const sent = h.sent(`/subscriptions/${plan.id}/cancel`, 'POST')
    expect(sent).toHaveLength(1)
    const body = JSON.parse(sent[0]!.body!) as { title: string; extension: string; base64: string }
    expect(body.title).toBe('Appointment of Acme Agents Inc.')
    expect(body.extension).toBe('pdf')
    const original = decodeBase64(await commands.readFile(PDF, 'base64'))
    expect(original.length).toBe(624)
    expect(decodeBase64(body.base64)).toEqual(original)
    expect(h.sim.state.subscriptions.get(plan.id)).toMatchObject({
      status: 'Ready for Review',
      cancellationProof: { title: 'Appointment of Acme Agents Inc.', extension: 'pdf', size: 624 },
    })
    expect(onCancelled).toHaveBeenCalledWith({ serviceId: plan.id, status: 'Ready for Review' })
    expect(await axeViolations(container)).toEqual([])
  })

  it('CMP-15: an empty file, an oversize file and a wrong-type file each show their error and never reach the service', async () => {
    const h = createComponentHarness()
    const plan = h.plans(
      (candidate) => candidate.serviceCategory === 'RegisteredAgent' && candidate.status === 'Active',
    )[0]!
    const { container } = h.render(
      <CancelSubscriptionDialog subscriptionId={plan.id} open onOpenChange={() => {}} />,
    )
    const dialog = await screen.findByRole('dialog')
    await within(dialog).findByText(/upload proof/)
    const input = fileInput(dialog)
    const errorOf = () => document.getElementById(`${input.id}-error`)?.textContent

    await userEvent.upload(input, new File([], 'empty.pdf', { type: 'application/pdf' }))
    await waitFor(() => expect(errorOf()).toBe('“empty.pdf” is empty. Choose a file with content.'))
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')).toContain(`${input.id}-error`)
    expect(await axeViolations(container)).toEqual([])

    // One byte over the default 10 MB, made in the page and handed to the input as Playwright's
    // setInputFiles does (files set, then input and change). Through userEvent.upload the 10 MB went
    // to the test runner and back as Base64: 26 s at load 11 on 2 cores, past the 15 s time-out.
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' })
    pickInPage(input, big)
    await waitFor(() => expect(errorOf()).toBe('“scan.pdf” is 10\u00a0MB; the limit is 10\u00a0MB.'))

    await userEvent.upload(input, new File(['MZ'], 'agent.exe', { type: 'application/x-msdownload' }))
    await waitFor(() => expect(errorOf()).toBe('“agent.exe” is not an accepted type (PDF, PNG, JPG, JPEG).'))
    // A PDF name on an image is refused too: the type is checked by extension and MIME type.
    await userEvent.upload(input, new File(['x'], 'agent.pdf', { type: 'text/html' }))
    await waitFor(() => expect(errorOf()).toMatch(/“agent\.pdf” is not an accepted type/))

    // Submitting without an accepted file keeps the reason in view and puts the focus on the picker.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send for review' }))
    await waitFor(() => expect(document.activeElement).toBe(input))
    expect(errorOf()).toMatch(/“agent\.pdf” is not an accepted type/)
    expect(h.sent('/cancel')).toHaveLength(0)
  })

  it.each([
    [
      'en',
      undefined,
      {
        file: /Proof of the new registered agent/,
        title: /Document title/,
        notWhatItSays: 'does not contain what its name says',
        selected: 'Selected: agent-appointment.pdf (624 bytes)',
        big: 'Selected: Registered agent scan.pdf (1.2 MB)',
        upTo: 'Up to',
      },
    ],
    [
      'es',
      es,
      {
        file: /Comprobante del nuevo agente registrado/,
        title: /Título del documento/,
        notWhatItSays: 'no contiene lo que indica su nombre',
        selected: 'Seleccionado: agent-appointment.pdf (624 bytes)',
        big: 'Seleccionado: Registered agent scan.pdf (1,2 MB)',
        upTo: 'Hasta',
      },
    ],
  ] as const)(
    'design.md “Files”: a renamed EXE or a JPEG called .png is refused by its bytes and cleared from the control; sizes read as an owner reads them; the title comes from the file name (%s)',
    async (locale, messages, words) => {
      const h = createComponentHarness()
      const plan = h.plans(
        (candidate) => candidate.serviceCategory === 'RegisteredAgent' && candidate.status === 'Active',
      )[0]!
      const { container } = h.render(
        <CancelSubscriptionDialog subscriptionId={plan.id} open onOpenChange={() => {}} />,
        { locale, ...(messages ? { messages } : {}) },
      )
      const dialog = await screen.findByRole('dialog')
      const input = (await within(dialog).findByLabelText(words.file)) as HTMLInputElement
      const errorOf = () => document.getElementById(`${input.id}-error`)?.textContent ?? ''
      // The limit in the hint is one word: "Hasta 10 / MB." split over two lines at 390 px (issue 21).
      expect(dialog.textContent).toContain(`${words.upTo} 10\u00a0MB.`)

      // An EXE (it starts "MZ") named and typed as a PDF.
      const exe = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00])], 'agent.pdf', {
        type: 'application/pdf',
      })
      await userEvent.upload(input, exe)
      await waitFor(() => expect(errorOf()).toContain(words.notWhatItSays))
      expect(errorOf()).toContain('agent.pdf')
      // The native control no longer holds the refused file.
      expect(input.value).toBe('')
      expect(input.files?.length ?? 0).toBe(0)
      expect(await axeViolations(container)).toEqual([])

      // A JPEG called .png: the bytes of one accepted type under the name of another.
      const jpeg = new File(
        [new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46])],
        'seal.png',
        {
          type: 'image/png',
        },
      )
      await userEvent.upload(input, jpeg)
      await waitFor(() => expect(errorOf()).toContain('seal.png'))
      expect(input.value).toBe('')

      // A real PDF: its size in bytes as words, never its MIME type; the title proposed from its name.
      await userEvent.upload(input, PDF)
      await within(dialog).findByText(words.selected)
      expect(dialog.textContent).not.toContain('application/pdf')
      expect(errorOf()).toBe('')
      expect((within(dialog).getByLabelText(words.title) as HTMLInputElement).value).toBe('Agent appointment')

      const big = new Uint8Array(1_250_000)
      big.set([0x25, 0x50, 0x44, 0x46, 0x2d])
      // Picked in the page (as the 10 MB file above): through userEvent.upload its 1.25 MB went to the
      // test runner and back as Base64, the slowest step of the test; the input path is the PDF's above.
      pickInPage(input, new File([big], 'Registered agent scan.pdf', { type: 'application/pdf' }))
      await within(dialog).findByText(words.big)
      // findByText reads any space as a space; the page's text keeps the no-break one.
      expect(dialog.textContent).toContain(words.big.replace(' MB', '\u00a0MB'))
      expect(h.sent('/cancel')).toHaveLength(0)
    },
  )

  it('issue 21: a refused file takes away the title proposed from the file before it; a title the owner typed stays', async () => {
    const { h, dialog } = await openProofForm()
    const input = fileInput(dialog)
    const title = within(dialog).getByLabelText(/Document title/) as HTMLInputElement
    const errorOf = () => document.getElementById(`${input.id}-error`)?.textContent ?? ''
    // An EXE (it starts "MZ") named and typed as a PDF: refused by its bytes.
    const exe = () =>
      new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00])], 'agent.pdf', {
        type: 'application/pdf',
      })

    await userEvent.upload(input, PDF)
    await within(dialog).findByText(/Selected: agent-appointment\.pdf/)
    expect(title.value).toBe('Agent appointment')
    await userEvent.upload(input, exe())
    await waitFor(() => expect(errorOf()).toContain('does not contain what its name says'))
    // The good file is gone, and so is the title that came from its name.
    expect(within(dialog).queryByText(/Selected: agent-appointment\.pdf/)).toBeNull()
    await waitFor(() => expect(title.value).toBe(''))

    // The owner's own title is theirs: neither a refused file nor a good one replaces it.
    await userEvent.upload(input, PDF)
    await waitFor(() => expect(title.value).toBe('Agent appointment'))
    await userEvent.fill(title, 'Appointment of Acme Agents Inc.')
    await userEvent.upload(input, exe())
    await waitFor(() => expect(errorOf()).toContain('does not contain what its name says'))
    expect(title.value).toBe('Appointment of Acme Agents Inc.')
    await userEvent.upload(input, PDF)
    await within(dialog).findByText(/Selected: agent-appointment\.pdf/)
    expect(title.value).toBe('Appointment of Acme Agents Inc.')

    // Emptied by the owner, the field takes the next file's name again.
    await userEvent.clear(title)
    await userEvent.upload(
      input,
      new File([decodeBase64(await commands.readFile(PDF, 'base64'))], 'Appointment.pdf', {
        type: 'application/pdf',
      }),
    )
    await waitFor(() => expect(title.value).toBe('Appointment'))
    expect(h.sent('/cancel')).toHaveLength(0)
  })

  it('CMP-15: a file dropped on the picker is checked and sent like a picked one', async () => {
    const { h, dialog } = await openProofForm()
    const input = fileInput(dialog)
    // The drop zone is the picker's surroundings: what a user drags a file onto.
    const zone = input.parentElement!
    const drop = (file: File) => {
      const dataTransfer = new DataTransfer()
      dataTransfer.items.add(file)
      for (const type of ['dragenter', 'dragover', 'drop'])
        zone.dispatchEvent(new DragEvent(type, { dataTransfer, bubbles: true, cancelable: true }))
    }
    drop(new File(['MZ'], 'agent.exe', { type: 'application/x-msdownload' }))
    await waitFor(() =>
      expect(document.getElementById(`${input.id}-error`)?.textContent).toMatch(
        /“agent\.exe” is not an accepted type/,
      ),
    )
    const bytes = decodeBase64(await commands.readFile(PDF, 'base64'))
    drop(new File([bytes], 'Appointment.pdf', { type: 'application/pdf' }))
    await within(dialog).findByText(/Selected: Appointment\.pdf/)
    expect(document.getElementById(`${input.id}-error`)).toBeNull()
    expect((within(dialog).getByLabelText(/Document title/) as HTMLInputElement).value).toBe('Appointment')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send for review' }))
    await within(dialog).findByRole('status')
    const body = JSON.parse(h.sent('/cancel', 'POST')[0]!.body!) as { base64: string; extension: string }
    expect(decodeBase64(body.base64)).toEqual(bytes)
    expect(body.extension).toBe('pdf')
  })

  it('CMP-15: sent at once, while the picked proof is still being checked (a slow disk), the proof is waited for and sent — not "choose a file"', async () => {
    const { h, dialog } = await openProofForm()
    const bytes = decodeBase64(await commands.readFile(PDF, 'base64'))
    const { file, arrive } = heldFile(bytes, 'Agent appointment.pdf')
    pickInPage(fileInput(dialog), file)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send for review' }))
    expect(h.sent('/cancel')).toHaveLength(0)
    arrive()
    await within(dialog).findByRole('status')
    expect(within(dialog).queryByText(/Choose the proof document|Give the document a title/)).toBeNull()
    const sent = h.sent('/cancel', 'POST')
    expect(sent).toHaveLength(1)
    const body = JSON.parse(sent[0]!.body!) as { base64: string; title: string }
    expect(decodeBase64(body.base64)).toEqual(bytes)
    expect(body.title).toBe('Agent appointment')
  })

  it('CMP-15: a proof that cannot be read (moved since it was picked) is said on its field; Send sends nothing', async () => {
    const { h, dialog } = await openProofForm()
    const { file, fail } = heldFile(decodeBase64(await commands.readFile(PDF, 'base64')), 'Appointment.pdf')
    const input = fileInput(dialog)
    pickInPage(input, file)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send for review' }))
    fail()
    await waitFor(() => expect(input).toHaveAccessibleDescription(/“Appointment\.pdf” could not be read/))
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(h.sent('/cancel')).toHaveLength(0)
  })

  it('CMP-15: a title the owner emptied is asked for, not taken from the file name', async () => {
    const { h, dialog } = await openProofForm()
    await userEvent.upload(fileInput(dialog), PDF)
    const title = within(dialog).getByLabelText(/Document title/) as HTMLInputElement
    await waitFor(() => expect(title.value).toBe('Agent appointment'))
    await userEvent.clear(title)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send for review' }))
    await waitFor(() => expect(title).toHaveAccessibleDescription(/Give the document a title/))
    expect(h.sent('/cancel')).toHaveLength(0)
  })

  it('CMP-15: closed while the proof was still being checked, nothing is sent', async () => {
    const h = createComponentHarness()
    const plan = h.plans(
      (candidate) => candidate.serviceCategory === 'RegisteredAgent' && candidate.status === 'Active',
    )[0]!
    const view = h.render(<CancelSubscriptionDialog subscriptionId={plan.id} open onOpenChange={() => {}} />)
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Registered Agent' })
    await within(dialog).findByText(/upload proof/)
    const { file, arrive } = heldFile(decodeBase64(await commands.readFile(PDF, 'base64')), 'Appointment.pdf')
    pickInPage(fileInput(dialog), file)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send for review' }))
    view.rerender(<CancelSubscriptionDialog subscriptionId={plan.id} open={false} onOpenChange={() => {}} />)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    arrive()
    // Opened again and sent for real: the one cancellation the service gets is this one (had the first
    // gone out, it would have left before this one, and this one would be refused as in review).
    view.rerender(<CancelSubscriptionDialog subscriptionId={plan.id} open onOpenChange={() => {}} />)
    const again = await screen.findByRole('dialog', { name: 'Cancel Registered Agent' })
    await userEvent.upload(fileInput(again), PDF)
    await within(again).findByText(/Selected: agent-appointment\.pdf/)
    await userEvent.click(within(again).getByRole('button', { name: 'Send for review' }))
    await within(again).findByRole('status')
    expect(h.sent('/cancel', 'POST')).toHaveLength(1)
  })

  it('CMP-15: accept and maxBytes props narrow what is taken', async () => {
    const h = createComponentHarness()
    const plan = h.plans(
      (candidate) => candidate.serviceCategory === 'RegisteredAgent' && candidate.status === 'Active',
    )[0]!
    h.render(
      <CancelSubscriptionDialog
        subscriptionId={plan.id}
        open
        onOpenChange={() => {}}
        accept=".pdf,application/pdf"
        maxBytes={100}
      />,
    )
    const dialog = await screen.findByRole('dialog')
    await within(dialog).findByText(/upload proof/)
    const input = fileInput(dialog)
    expect(input.accept).toBe('.pdf,application/pdf')
    await userEvent.upload(input, new File(['png'], 'agent.png', { type: 'image/png' }))
    await waitFor(() =>
      expect(document.getElementById(`${input.id}-error`)?.textContent).toMatch(
        /not an accepted type \(PDF\)/,
      ),
    )
    await userEvent.upload(input, PDF)
    await waitFor(() =>
      expect(document.getElementById(`${input.id}-error`)?.textContent).toBe(
        '“agent-appointment.pdf” is 624\u00a0bytes; the limit is 100\u00a0bytes.',
      ),
    )
    expect(h.sent('/cancel')).toHaveLength(0)
  })

  it('CMP-15: any other category is a confirmation that ends the plan at once, by keyboard alone, sent once, and the list shows it cancelled', async () => {
    const h = createComponentHarness()
    const plan = h.plans(
      (candidate) => candidate.serviceCategory === 'AnnualReport' && candidate.status === 'Active',
    )[0]!
    const company = h.companyName(plan.entityId)
    const onCancelled = vi.fn()
    const { container } = h.render(<SubscriptionList companyId={plan.entityId} onCancelled={onCancelled} />)
    await screen.findByRole('table')
    await tabTo(named(`Cancel Annual Report for ${company}`))
    await userEvent.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Annual Report' })
    const consequence = `The Annual Report plan for ${company} ends at once. This cannot be undone.`
    await within(dialog).findByText(consequence)
    // Said as the dialog's description, so a screen reader reads it out with the dialog's name.
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).toBe(consequence)
    expect(await axeViolations(container)).toEqual([])

    const submit = await tabTo(named('Cancel plan'))
    const release = h.hold('/cancel')
    // A double click, then Enter held down while the first request is still in flight.
    await userEvent.dblClick(submit)
    expect(document.activeElement).toBe(submit)
    await userEvent.keyboard('{Enter}{Enter}{Enter}')
    release()
    const status = await within(dialog).findByRole('status')
    expect(status.textContent).toBe('The Annual Report plan is cancelled.')
    expect(h.sent(`/subscriptions/${plan.id}/cancel`, 'POST')).toHaveLength(1)
    expect(h.sent('/cancel', 'POST')[0]!.body).toBe('{}')
    expect(onCancelled).toHaveBeenCalledWith({ serviceId: plan.id, status: 'Cancelled' })

    await tabTo(named('Done'))
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // The plan's buttons are gone with its cancellation: focus lands on the list's heading, not on nothing.
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H2'))
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: `Cancel Annual Report for ${company}` })).toBeNull(),
    )
    expect(await axeViolations(container)).toEqual([])
  })

  it('CMP-15: a Registered Agent cancellation from the list shows the plan in review, without a reload, and offers no second cancellation', async () => {
    const h = createComponentHarness()
    const plan = h.plans(
      (candidate) => candidate.serviceCategory === 'RegisteredAgent' && candidate.status === 'Active',
    )[0]!
    const company = h.companyName(plan.entityId)
    h.render(<SubscriptionList companyId={plan.entityId} />)
    await screen.findByRole('table')
    const opener = screen.getByRole('button', { name: `Cancel Registered Agent for ${company}` })
    const row = opener.closest('tr')!
    await userEvent.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Registered Agent' })
    await within(dialog).findByText(/upload proof/)
    await userEvent.upload(fileInput(dialog), PDF)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send for review' }))
    await within(dialog).findByRole('status')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(within(row).getByText('Cancellation in review')).toBeTruthy())
    expect(within(row).queryByRole('button', { name: /^Cancel / })).toBeNull()
    // Issue 21: renewing a plan whose cancellation is in review would contradict the request.
    expect(within(row).queryByRole('button', { name: /^Renewal settings/ })).toBeNull()
    expect(h.sent('/subscriptions?', 'GET').length).toBeGreaterThanOrEqual(2)
  })

  it('CMP-16: a plan cancelled since the list loaded (no status to go by) is refused by the service, shown in plain words', async () => {
    const h = createComponentHarness()
    const plan = h.plans(
      (candidate) => candidate.serviceCategory === 'FranchiseTax' && candidate.status === 'Active',
    )[0]!
    h.render(<CancelSubscriptionDialog subscriptionId={plan.id} open onOpenChange={() => {}} />)
    const dialog = await screen.findByRole('dialog')
    await within(dialog).findByText(/ends at once/)
    h.sim.state.subscriptions.get(plan.id)!.status = 'Cancelled'
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel plan' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toContain('This plan is already cancelled.')
    expect(alert.textContent).not.toContain(plan.id)
  })

  it('CMP-16: without the status extra (the spec has none), every plan offers both actions and an already-cancelled one is refused by the service in plain words', async () => {
    const h = createComponentHarness()
    const withoutStatus = (body: unknown): unknown => {
      if (Array.isArray(body)) return body.map(withoutStatus)
      if (body === null || typeof body !== 'object') return body
      return Object.fromEntries(
        Object.entries(body)
          .filter(([key]) => key !== 'status')
          .map(([key, value]) => [key, withoutStatus(value)]),
      )
    }
    h.rewrite('/subscriptions', withoutStatus)
    const cancelled = h.plans(
      (plan) => plan.status === 'Cancelled' && plan.serviceCategory !== 'RegisteredAgent',
    )[0]!
    const company = h.companyName(cancelled.entityId)
    const service = {
      AnnualReport: 'Annual Report',
      BOIReport: 'Beneficial Ownership Report',
      FranchiseTax: 'Franchise Tax',
      ComplianceMonitoring: 'Compliance Monitoring',
    }[cancelled.serviceCategory as 'AnnualReport']
    h.render(<SubscriptionList companyId={cancelled.entityId} />)
    const table = await screen.findByRole('table')
    expect(within(table).queryByText('Cancelled')).toBeNull()
    expect(within(table).getAllByRole('button', { name: /^Cancel / })).toHaveLength(
      h.plans((plan) => plan.entityId === cancelled.entityId).length,
    )
    await userEvent.click(within(table).getByRole('button', { name: `Cancel ${service} for ${company}` }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Cancel plan' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toContain('This plan is already cancelled.')
    expect(h.sent(`/subscriptions/${cancelled.id}/cancel`, 'POST')).toHaveLength(1)
  })

  it('CMP-16: an unknown plan ("Subscripion plan is required.") reads as a plan that no longer exists', async () => {
    const h = createComponentHarness()
    const plan = h.plans(
      (candidate) => candidate.serviceCategory === 'FranchiseTax' && candidate.status === 'Active',
    )[0]!
    h.render(<CancelSubscriptionDialog subscriptionId={plan.id} open onOpenChange={() => {}} />)
    const dialog = await screen.findByRole('dialog')
    await within(dialog).findByText(/ends at once/)
    h.sim.state.subscriptions.delete(plan.id)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel plan' }))
    expect((await within(dialog).findByRole('alert')).textContent).toContain('This plan no longer exists.')
  })

  it('a plan already in review or cancelled offers no cancellation at all', async () => {
    const h = createComponentHarness()
    const plan = h.plans((candidate) => candidate.status === 'Ready for Review')[0]!
    h.render(<CancelSubscriptionDialog subscriptionId={plan.id} open onOpenChange={() => {}} />)
    const dialog = await screen.findByRole('dialog')
    await within(dialog).findByText('A cancellation of this plan is already in review.')
    expect(within(dialog).queryByRole('button', { name: /Send for review|Cancel plan/ })).toBeNull()
  })
})
