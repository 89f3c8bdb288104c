import { createAddress } from './address/address';

/** Mainnet program ids (LAYOUTS §1.1). Devnet deployments differ: readers take ids as options. */
export const TOKEN_PROGRAM_ID = createAddress('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
export const TOKEN_2022_PROGRAM_ID = createAddress('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb');
export const ASSOCIATED_TOKEN_PROGRAM_ID = createAddress(
  'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
);
export const SYSTEM_PROGRAM_ID = createAddress('11111111111111111111111111111111');
/** Wrapped SOL: the mint whose token accounts hold lamports (synced with SyncNative). */
export const NATIVE_MINT = createAddress('So11111111111111111111111111111111111111112');

export const KLEND_PROGRAM_ID = createAddress('KLend2g3cP87fffoy8q1mQqGKjrxjC8boSyAYavgmjD');
export const KLIQUIDITY_PROGRAM_ID = createAddress('6LtLpnUFNByNXLyCoK9wA2MykKAmQNZKBdY8s47dehDc');
export const FARMS_PROGRAM_ID = createAddress('FarmsPZpWu9i7Kky8tPN37rs2TpmMrAZrC7S7vJa91Hr');

/** Price feeds read by klend reserves and kliquidity collateral infos. */
export const SCOPE_PROGRAM_ID = createAddress('HFn8GnPADiny6XqUoWE8uRPPxb29ikn4yTuPa9MF2fWJ');
/** DEX programs whose pools and positions value a liquidity strategy. */
export const ORCA_WHIRLPOOL_PROGRAM_ID = createAddress(
  'whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc',
);
export const RAYDIUM_CLMM_PROGRAM_ID = createAddress(
  'CAMMCzo5YL8w4VFF8KVHrK22GGUsp5VTaW7grrKgrWqK',
);
export const METEORA_DLMM_PROGRAM_ID = createAddress('LBUZKhRxPF3XUpBCjp4YzTKgLccjZhTSDM9YuVaPwxo');
