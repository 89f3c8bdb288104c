import {
  type Dex,
  METEORA_DLMM_PROGRAM_ID,
  ORCA_WHIRLPOOL_PROGRAM_ID,
  RAYDIUM_CLMM_PROGRAM_ID,
  toPublicKey,
} from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';

/** The memo program (v2) the strategy program passes to Token-2022 transfers. */
export const MEMO_PROGRAM = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');

/**
 * The exchange program a strategy's pool lives in, by its `strategy_dex` (the program's `DEX`
 * enum: Orca, Raydium, Meteora).
 */
export function poolProgramOf(dex: Dex): PublicKey {
  switch (dex) {
    case 'ORCA':
      return toPublicKey(ORCA_WHIRLPOOL_PROGRAM_ID);
    case 'RAYDIUM':
      return toPublicKey(RAYDIUM_CLMM_PROGRAM_ID);
    case 'METEORA':
      return toPublicKey(METEORA_DLMM_PROGRAM_ID);
  }
}
