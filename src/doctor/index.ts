// `filing-kit doctor`: checks a partner's token and the service's answers before going live.
export { runDoctor, DOCTOR_PROBES, UNKNOWN_ORDER_GUID } from './runDoctor'
export { formatDoctorReport } from './formatDoctorReport'
export { readDoctorEnv } from './readDoctorEnv'
export type { DoctorEnv } from './readDoctorEnv'
export { runDoctorCli, DOCTOR_USAGE } from './doctorCli'
export type { DoctorCliIo } from './doctorCli'
export { findUnknownFields } from './findUnknownFields'
export { environmentOfHost, environmentOfToken } from './environmentHints'
export type { EnvironmentGuess } from './environmentHints'
export type {
  DoctorOptions,
  DoctorReport,
  DriftItem,
  EnvironmentMismatch,
  ProductCheck,
  ProductStatus,
} from './types'
