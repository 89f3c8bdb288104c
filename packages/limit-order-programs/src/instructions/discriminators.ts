import { hexToBytes } from '@keel/chain-readers';

/** sha256("global:<snake_name>")[0..8] of the limit-order program's instructions. */
export const LIMIT_ORDER_INSTRUCTION_DISCRIMINATORS = {
  initializeVault: hexToBytes('30bfa32c47813fa4'),
  createOrder: hexToBytes('8d3625cfedd2fad7'),
  updateOrder: hexToBytes('3608d0cf2286efa8'),
  closeOrderAndClaimTip: hexToBytes('f41b0ce22df7e62b'),
  takeOrder: hexToBytes('a3d014acdf41ffe4'),
} as const;
