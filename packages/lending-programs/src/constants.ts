import { createAddress } from '@keel/chain-readers';

/** The wrapped-SOL mint: a reserve of native SOL has it as its liquidity mint. */
export const NATIVE_SOL_MINT = createAddress('So11111111111111111111111111111111111111112');

/** u64::MAX: as an amount, "all" (withdraw the whole deposit, repay the whole debt). */
export const U64_MAX = (1n << 64n) - 1n;

/** An oracle field the SDK also treats as unset ("nu11…"), besides the all-zero key. */
export const NULL_ORACLE_KEY = createAddress('nu11111111111111111111111111111111111111111');
