import { hexToBytes } from '../../bytes/hex';

/** sha256("account:<Name>")[0..8] for the farms accounts we read (LAYOUTS §4). */
export const FARMS_DISCRIMINATORS = {
  FarmState: hexToBytes('c666d84a3f42a3be'),
  UserState: hexToBytes('48b155f94ca7ba7e'),
} as const;
