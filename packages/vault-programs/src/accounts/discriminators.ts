import { hexToBytes } from '@keel/chain-readers';

/** sha256("account:<Name>")[0..8] of the vault program's accounts. */
export const VAULT_ACCOUNT_DISCRIMINATORS = {
  VaultState: hexToBytes('e4c452a562d2eb98'),
  GlobalConfig: hexToBytes('95089ccaa0fcb0d9'),
} as const;
