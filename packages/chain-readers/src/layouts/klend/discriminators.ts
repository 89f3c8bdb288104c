import { hexToBytes } from '../../bytes/hex';

/** sha256("account:<Name>")[0..8] for the klend accounts we read (LAYOUTS §2). */
export const KLEND_DISCRIMINATORS = {
  LendingMarket: hexToBytes('f6723262489d1c78'),
  Reserve: hexToBytes('2bf2ccca1af73b7f'),
  Obligation: hexToBytes('a8ce8d6a584caca7'),
  UserMetadata: hexToBytes('9dd6dceb6287ab1c'),
} as const;
