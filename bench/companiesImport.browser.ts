// Runs in Chromium (bundled by bench/companiesImport.ts): reads and checks a companies CSV as
// BulkCompanyImport does, while a ping loop measures how long the main thread was held at a time.
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { BulkCompanyImport } from '../components/companies/BulkCompanyImport'
import { parseCompanyFile } from '../components/companies/parseCompanyFile'
import { FilingKitProvider } from '../hooks/FilingKitProvider'
import { checkCompanyRows, suggestCompanyMapping } from '../src/companies/index'

/**
 * The longest stretch between two animation frames: how long the page could not paint or answer input.
 * (Frames, not a message-channel ping: `scheduler.yield()` continuations run ahead of ordinary tasks, so
 * a ping loop would be starved without the page being blocked.)
 */
function watchFrames() {
  let last = performance.now()
  let longest = 0
  let running = true
  const tick = (now: number) => {
    longest = Math.max(longest, now - last)
    last = now
    if (running) requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
  return () => {
    running = false
    return Math.max(longest, performance.now() - last)
  }
}

async function run(csv: string) {
  const longTasks: number[] = []
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration)
  })
  observer.observe({ type: 'longtask', buffered: false })
  await new Promise((resolve) => requestAnimationFrame(resolve))
  const stop = watchFrames()
  const start = performance.now()
  const table = await parseCompanyFile(new File([csv], 'companies.csv', { type: 'text/csv' }))
  const parsed = performance.now()
  const checked = await checkCompanyRows(table.rows, suggestCompanyMapping(table.headers))
  const done = performance.now()
  // One more turn so a block at the very end is seen.
  await new Promise((resolve) => requestAnimationFrame(resolve))
  const longestGap = stop()
  observer.disconnect()
  return {
    rows: table.rows.length,
    valid: checked.filter((row) => row.ok).length,
    parseMs: parsed - start,
    checkMs: done - parsed,
    longestGapMs: longestGap,
    longTasks: longTasks.length,
    longestTaskMs: Math.max(0, ...longTasks),
  }
}

/** Resolves with `find()`'s first truthy answer, looking once a frame. */
function when<T>(find: () => T | null | undefined): Promise<T> {
  return new Promise((resolve) => {
    const look = () => {
      const found = find()
      if (found) resolve(found)
      else requestAnimationFrame(look)
    }
    look()
  })
}

/**
 * The same through the component, as a user does it: pick the file in BulkCompanyImport's file input,
 * wait for the column matching, press "Check the rows", wait for the review. React renders the
 * progress in between, so this is what the page really goes through.
 */
async function runComponent(csv: string) {
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  root.render(
    createElement(
      FilingKitProvider,
      { baseUrl: '/api/partner', partnerId: 'P000001' },
      createElement(BulkCompanyImport),
    ),
  )
  const input = await when(() => host.querySelector<HTMLInputElement>('input[type=file]'))
  const files = new DataTransfer()
  files.items.add(new File([csv], 'companies.csv', { type: 'text/csv' }))
  input.files = files.files
  const longTasks: number[] = []
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration)
  })
  observer.observe({ type: 'longtask', buffered: false })
  await new Promise((resolve) => requestAnimationFrame(resolve))
  const stop = watchFrames()
  const start = performance.now()
  input.dispatchEvent(new Event('change', { bubbles: true }))
  const check = await when(() =>
    [...host.querySelectorAll('button')].find((button) => button.textContent === 'Check the rows'),
  )
  const parsed = performance.now()
  check.click()
  await when(() => host.querySelector('[data-step="review"]'))
  const done = performance.now()
  await new Promise((resolve) => requestAnimationFrame(resolve))
  const longestGap = stop()
  observer.disconnect()
  root.unmount()
  host.remove()
  return {
    rows: 10_000,
    valid: 0,
    parseMs: parsed - start,
    checkMs: done - parsed,
    longestGapMs: longestGap,
    longTasks: longTasks.length,
    longestTaskMs: Math.max(0, ...longTasks),
  }
}

;(globalThis as { fkImportBench?: typeof run }).fkImportBench = run
;(globalThis as { fkComponentBench?: typeof runComponent }).fkComponentBench = runComponent
