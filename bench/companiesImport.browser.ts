// Runs in Chromium (bundled by bench/companiesImport.ts): reads and checks a companies CSV as
// BulkCompanyImport does, while a ping loop measures how long the main thread was held at a time.
import { checkCompanyRows, suggestCompanyMapping } from '../src/companies/index'
import { parseCompanyFile } from '../components/companies/parseCompanyFile'

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

;(globalThis as { fkImportBench?: typeof run }).fkImportBench = run
