export * from './api';
export type {
  AccountMetaView,
  ClockView,
  InstructionContext,
  InstructionView,
} from './chain/execution/instruction-context';
export { anchorError, ProgramError } from './chain/execution/program-error';
export { type ExecutionOutcome, Ledger, type SimulationOutcome } from './chain/ledger';
export type { LedgerAccount } from './chain/ledger-account';
export { type ProgramBinary, scanProgramBinaries } from './chain/program-binaries';
export type { ProgramHandler } from './chain/program-handler';
export type { TransactionErrorJson } from './chain/transaction-error';
export type { DecodedTransaction } from './chain/wire-transaction';
export {
  DEFAULT_BRAND,
  DEFAULT_PORTS,
  DEFAULT_SEED,
  DEFAULT_SLOT_MS,
  DEFAULT_START_SLOT,
} from './config/defaults';
export { readSandboxEnv, SandboxConfigError } from './config/env';
export {
  type SandboxChain,
  type SandboxChainOptions,
  type SandboxWalletKeys,
  startSandboxChain,
} from './sandbox-chain';
export * from './world';
