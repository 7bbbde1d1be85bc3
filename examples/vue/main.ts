// The Vue app's entry: the elements defined once for the page, then the app mounted.
import { createApp } from 'vue'
import { defineFilingKitElements } from 'filing-kit/elements'
import { AlertsPanel } from './AlertsPanel'

defineFilingKitElements({ baseUrl: '/api/partner', partnerId: 'P605992' })
createApp(AlertsPanel, { companyId: 'a0E5fU1yUXPfjilyTj' }).mount('#app')
