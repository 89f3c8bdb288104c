import { hexToBytes } from '@keel/chain-readers';

/** sha256("account:<Name>")[0..8] of the VSR accounts (Anchor 0.26). */
export const VSR_ACCOUNT_DISCRIMINATORS = {
  Registrar: hexToBytes('c1cacd334ea89680'),
  Voter: hexToBytes('f15d23bffe9311ca'),
} as const;

/**
 * VoterWeightRecord discriminators: this VSR build writes the ASCII text "2ef99b4b" (addin-api
 * 0.1.1); newer plugins write the real hash bytes. Readers accept both.
 */
export const VOTER_WEIGHT_RECORD_DISCRIMINATORS = {
  legacy: hexToBytes('3265663939623462'),
  anchor: hexToBytes('2ef99b4b99f87409'),
} as const;
