import { hexToBytes } from '@keel/chain-readers';

/** sha256("global:<snake_name>")[0..8] of the distributor's claim-side instructions. */
export const DISTRIBUTOR_INSTRUCTION_DISCRIMINATORS = {
  newClaim: hexToBytes('4eb1627bd215bb53'),
  claimLocked: hexToBytes('22ceb5170bcf935a'),
  clawback: hexToBytes('6f5c8e4f21ea521b'),
} as const;
