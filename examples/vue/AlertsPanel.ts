// A Vue 3 component around <fk-compliance-alert-list>: the README's Vue example, mounted by
// test/elements/vue.browser.test.ts against the simulator. A render function (h), so the page needs
// no runtime template compiler; a string tag in h() is a plain element to Vue, so nothing to tell it.
import { defineComponent, h, ref } from 'vue'
import type { FkComplianceAlertListEvents } from 'filing-kit/elements'

export const AlertsPanel = defineComponent({
  name: 'AlertsPanel',
  props: { companyId: { type: String, required: true } },
  setup(props) {
    const chosen = ref<string>()
    const onSelect = (event: FkComplianceAlertListEvents['fk-select']) => {
      chosen.value = event.detail.alert.name
    }
    return () =>
      h('section', { 'aria-label': 'Compliance' }, [
        h('fk-compliance-alert-list', {
          // `.` sets a DOM property (as `:company-id.prop` in a template); `^` would set an attribute.
          '.companyId': props.companyId,
          // Vue listens for `fk-select` (it hyphenates the name after `on`).
          onFkSelect: onSelect,
        }),
        h('p', { role: 'status' }, chosen.value ? `Chosen: ${chosen.value}` : 'No alert chosen'),
      ])
  },
})
