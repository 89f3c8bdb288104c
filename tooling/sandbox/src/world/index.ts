export { associatedTokenAddress, deriveAddress, deriveKeypair } from './addresses';
export { generateWorld, type WorldOptions } from './generate-world';
export { createPrng, type Prng } from './prng';
export type * from './types';
export { faucetKeypair, sandboxWalletKeypair, WALLET_LABELS, WALLET_ROLES } from './wallets';
export {
  type ProgramStateSeedStatus,
  type WorldWriteReport,
  writeProgramStateAccounts,
  writeWorld,
} from './write-world';
