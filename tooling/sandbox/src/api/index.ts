export { readSandboxApiEnv, type SandboxApiEnv } from './api-env';
export { CONTROL_PREFIX } from './control/control-routes';
export { ControlState, DEFAULT_GEO, type GeoAnswer } from './control/control-state';
export type { Fault, FaultSpec } from './control/faults';
export { VALID_REFERRAL_CODE } from './data/accounts';
export { HISTORY_DAYS } from './data/context';
export { SandboxDataset } from './data/dataset';
export { EARN_VAULT_PROGRAM_ID } from './data/earn';
export {
  NOTIFICATION_TYPES,
  type NotificationMessage,
  type NotificationType,
} from './data/notifications';
export type {
  PercentYieldEntry,
  SyntheticDollarYieldDocument,
} from './data/synthetic-dollar-yield';
export { CDN_PREFIX, GEO_PATH } from './routes/cdn';
export { EXTERNAL_PREFIX, SYNTHETIC_DOLLAR_YIELD_PATH } from './routes/external';
export {
  DEFAULT_API_PORT,
  type SandboxApi,
  type SandboxApiOptions,
  startSandboxApi,
} from './sandbox-api';
export { type Sandbox, type SandboxOptions, startSandbox } from './start-sandbox';
