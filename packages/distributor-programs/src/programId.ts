import { createAddress } from '@keel/chain-readers';

/** The merkle distributor program the season allocations are claimed from (mainnet). */
export const DISTRIBUTOR_PROGRAM_ID = createAddress('KdisqEcXbXKaTrBFqeDLhMmBvymLTwj9GmhDcdJyGat');
