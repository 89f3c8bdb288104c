// Token set-up: the associated token account's CreateIdempotent, shared by @keel/chain-readers.
export { createAssociatedTokenAccountIdempotentInstruction as createAtaIdempotentInstruction } from '@keel/chain-readers';
// Accounts
export { LIMIT_ORDER_ACCOUNT_DISCRIMINATORS } from './accounts/discriminators';
export {
  decodeLimitOrderGlobalConfig,
  encodeLimitOrderGlobalConfig,
  GLOBAL_CONFIG_SIZE,
  type LimitOrderGlobalConfig,
} from './accounts/globalConfig';
export {
  decodeLimitOrder,
  encodeLimitOrder,
  type LimitOrder,
  ORDER_OFFSETS,
  ORDER_SIZE,
  ORDER_STATUS,
  ORDER_TYPE,
  type OrderStatusName,
} from './accounts/order';
// Composed transactions
export {
  cancelOrderInstructions,
  ORDER_RENT_LAMPORTS,
  type PlaceOrderInput,
  placeOrderInstructions,
} from './compose/composeOrder';
// Errors
export { LIMIT_ORDER_ERROR_MESSAGES } from './errors/limitOrderErrorMessages';
export {
  LIMIT_ORDER_ERRORS,
  type LimitOrderErrorName,
  limitOrderError,
} from './errors/limitOrderErrors';
export {
  type LimitOrderErrorSink,
  registerLimitOrderProgramErrors,
} from './errors/registerLimitOrderProgramErrors';
// Instructions
export { LIMIT_ORDER_INSTRUCTION_DISCRIMINATORS } from './instructions/discriminators';
export {
  type CloseOrderInput,
  type CreateOrderInput,
  closeOrderInstruction,
  createOrderInstruction,
  EXPRESS_RELAY_PROGRAM_ID,
  type InitializeVaultInput,
  initializeVaultInstruction,
  type OrderMints,
  type TakeOrderInput,
  takeOrderInstruction,
} from './instructions/orderInstructions';
// PDAs and program id
export {
  limitOrderEventAuthority,
  limitOrderIntermediaryAccount,
  limitOrderPdaAuthority,
  limitOrderVaultAddress,
} from './pda';
export { LIMIT_ORDER_GLOBAL_CONFIG, LIMIT_ORDER_PROGRAM_ID } from './programId';
// Query options
export { limitOrderKeys } from './query/keys';
export {
  type LimitOrderQueryContext,
  makerOrdersQueryOptions,
  readMakerOrders,
} from './query/options';
