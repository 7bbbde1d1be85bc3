export { createPartnerSimulator } from './createPartnerSimulator'
export type { PartnerSimulator } from './createPartnerSimulator'
export type { FetchLike, ViaProxyOptions } from './viaProxy'
export type {
  PartnerSimulatorOptions,
  SimulatorEnvironment,
  SimulatorFaults,
  SimulatorQuirks,
  SimulatorTokens,
  SimulatorPartner,
  SimulatorState,
  CompanyRecord,
  AlertRecord,
  SubscriptionRecord,
  SubscriptionStatus,
  FormationOrderRecord,
  TaxOrderRecord,
  LifecycleStep,
  OrderTimeline,
} from './types'
export { LIFECYCLES } from './orderLifecycle'
