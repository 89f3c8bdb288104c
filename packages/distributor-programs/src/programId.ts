import { PublicKey } from '@solana/web3.js';

/** The merkle distributor program the season allocations are claimed from (mainnet). */
export const DISTRIBUTOR_PROGRAM_ID = new PublicKey('KdisqEcXbXKaTrBFqeDLhMmBvymLTwj9GmhDcdJyGat');
