import { sameAddress } from '@keel/chain-readers';
import { NATIVE_SOL_MINT } from '../constants';
import type { LendingReserve } from './lendingInputs';

export const isNativeSolReserve = (reserve: LendingReserve): boolean =>
  sameAddress(reserve.liquidity.mintPubkey, NATIVE_SOL_MINT);
