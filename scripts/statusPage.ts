/**
 * A one-page check that the stack answers: it calls the proxy from the browser and lists what comes
 * back. Service text is inserted with textContent, never as HTML.
 */
export function statusPage({ partnerId, upstream }: { partnerId: string; upstream: string }): string {
  return `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>filing-kit — local stack</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 52rem; margin: 2rem auto; padding: 0 1rem; color: #1f2937 }
  code { background: #f3f4f6; padding: 0 .25rem; border-radius: .25rem }
  li { margin: .25rem 0 } .muted { color: #6b7280 } [role=alert] { color: #b91c1c }
</style>
<h1>filing-kit local stack</h1>
<p>The proxy answers at <code>/api/partner</code>, in front of ${upstream}, for partner <code id="partner"></code>.
Point a <code>FilingKitProvider</code> or <code>createPartnerClient</code> at <code>baseUrl: '/api/partner'</code>.</p>
<h2>Companies <span class="muted" id="count"></span></h2>
<ul id="companies"><li class="muted">Loading…</li></ul>
<h2>Open compliance alerts <span class="muted" id="alert-count"></span></h2>
<ul id="alerts"><li class="muted">Loading…</li></ul>
<script type="module">
  const partnerId = ${JSON.stringify(partnerId)}
  document.getElementById('partner').textContent = partnerId
  async function read(path) {
    const response = await fetch('/api/partner/v1/partners/' + encodeURIComponent(partnerId) + path)
    let body = JSON.parse(await response.text())
    if (typeof body === 'string') body = JSON.parse(body)
    if (!response.ok) throw new Error(body.message || 'HTTP ' + response.status)
    return body
  }
  function fill(listId, items, label) {
    const list = document.getElementById(listId)
    list.replaceChildren(...items.slice(0, 12).map((item) => {
      const li = document.createElement('li')
      li.textContent = label(item)
      return li
    }))
  }
  function fail(listId, error) {
    const li = document.createElement('li')
    li.setAttribute('role', 'alert')
    li.textContent = 'Could not load: ' + error.message
    document.getElementById(listId).replaceChildren(li)
  }
  read('/companies').then((body) => {
    document.getElementById('count').textContent = '(' + body.data.length + ')'
    fill('companies', body.data, (c) => c.name + (c.homeState ? ' — ' + c.homeState : ''))
  }, (error) => fail('companies', error))
  read('/alerts').then((body) => {
    document.getElementById('alert-count').textContent = '(' + body.opportunities.length + ')'
    fill('alerts', body.opportunities, (a) => a.name + ' · ' + a.entityName + ' · due ' + a.closeDate)
  }, (error) => fail('alerts', error))
</script>
</html>`
}
