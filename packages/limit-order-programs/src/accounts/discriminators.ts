import { hexToBytes } from '@keel/chain-readers';

/** sha256("account:<Name>")[0..8] of the limit-order program's accounts. */
export const LIMIT_ORDER_ACCOUNT_DISCRIMINATORS = {
  Order: hexToBytes('86addfb94d561c33'),
  GlobalConfig: hexToBytes('95089ccaa0fcb0d9'),
} as const;
