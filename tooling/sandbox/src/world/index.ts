export type { FarmsWriteReport } from './accounts/farm-accounts';
export type { LendingWriteReport } from './accounts/lending-accounts';
export type { LiquidityWriteReport } from './accounts/liquidity-accounts';
export { type ProgramStateReport, writeProgramStateAccounts } from './accounts/program-state';
export { associatedTokenAddress, deriveAddress, deriveKeypair } from './addresses';
export { generateWorld, type WorldOptions } from './generate-world';
export type { GovernanceWriteReport } from './governance/governance-accounts';
export {
  depositEntryOf,
  registrarModelOf,
  votingMintConfigOf,
} from './governance/vsr-model';
export { createPrng, type Prng } from './prng';
export type * from './types';
export { faucetKeypair, sandboxWalletKeypair, WALLET_LABELS, WALLET_ROLES } from './wallets';
export { type WorldWriteReport, writeWorld } from './write-world';
