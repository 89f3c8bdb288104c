import {
  type Address,
  createAddress,
  type Dex,
  METEORA_DLMM_PROGRAM_ID,
  ORCA_WHIRLPOOL_PROGRAM_ID,
  RAYDIUM_CLMM_PROGRAM_ID,
} from '@keel/chain-readers';
import { eventAuthorityAddress } from '../pda';

/** The memo program (v2), which the strategy program passes to Token-2022 transfers. */
export const MEMO_PROGRAM_ID = createAddress('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');

const POOL_PROGRAMS: Record<Dex, Address> = {
  ORCA: ORCA_WHIRLPOOL_PROGRAM_ID,
  RAYDIUM: RAYDIUM_CLMM_PROGRAM_ID,
  METEORA: METEORA_DLMM_PROGRAM_ID,
};

/** The concentrated-liquidity program a strategy's pool lives in. */
export function poolProgramOf(dex: Dex): Address {
  return POOL_PROGRAMS[dex];
}

/** `eventAuthority`: the DLMM program's event authority for its pools, absent for the others. */
export function poolEventAuthority(dex: Dex): Address | null {
  return dex === 'METEORA' ? eventAuthorityAddress(METEORA_DLMM_PROGRAM_ID).address : null;
}
