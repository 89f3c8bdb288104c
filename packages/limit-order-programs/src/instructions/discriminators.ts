import { hexToBytes } from '@keel/chain-readers';

/** sha256("global:<snake_name>")[0..8] of the maker's and taker's instructions. */
export const LIMIT_ORDER_INSTRUCTION_DISCRIMINATORS = {
  createOrder: hexToBytes('8d3625cfedd2fad7'),
  closeOrderAndClaimTip: hexToBytes('f41b0ce22df7e62b'),
  takeOrder: hexToBytes('a3d014acdf41ffe4'),
} as const;
