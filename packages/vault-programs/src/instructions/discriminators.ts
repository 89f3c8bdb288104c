import { hexToBytes } from '@keel/chain-readers';

/** sha256("global:<snake_name>")[0..8] of the vault program's instructions this package builds. */
export const VAULT_INSTRUCTION_DISCRIMINATORS = {
  initVault: hexToBytes('4d4f559621d9346a'),
  updateReserveAllocation: hexToBytes('0536d5704be87525'),
  deposit: hexToBytes('f223c68952e1f2b6'),
  withdraw: hexToBytes('b712469c946da122'),
  invest: hexToBytes('0df5b467feb67904'),
  updateVaultConfig: hexToBytes('7a0315de9effee9d'),
  withdrawFromAvailable: hexToBytes('1383709baadc2239'),
} as const;
