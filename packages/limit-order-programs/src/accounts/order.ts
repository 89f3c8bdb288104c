import {
  type AccountBytes,
  type Address,
  type AnchorAccountSpec,
  anchorAccountWriter,
  type DecodeOptions,
  decodeAnchorAccount,
} from '@keel/chain-readers';
import { LIMIT_ORDER_PROGRAM_ID } from '../programId';
import { LIMIT_ORDER_ACCOUNT_DISCRIMINATORS } from './discriminators';

/** `Order::status`. */
export const ORDER_STATUS = { active: 0, filled: 1, cancelled: 2 } as const;
export type OrderStatusName = keyof typeof ORDER_STATUS;

/**
 * `Order::order_type` as limo-sdk's createOrder sets it from the order's side: 0 for a bid (what
 * its createOrderGenericIx places), 1 for an ask. Takes fill either in parts.
 */
export const ORDER_TYPE = { bid: 0, ask: 1 } as const;

/** One maker's order (zero-copy, `#[repr(C)]`, 424 bytes). */
export interface LimitOrder {
  address: Address;
  globalConfig: Address;
  maker: Address;
  inputMint: Address;
  inputMintProgramId: Address;
  outputMint: Address;
  outputMintProgramId: Address;
  /** Raw input the maker escrowed. */
  initialInputAmount: bigint;
  /** Raw output the maker asks for the whole input: the order's price. */
  expectedOutputAmount: bigint;
  remainingInputAmount: bigint;
  filledOutputAmount: bigint;
  tipAmount: bigint;
  numberOfFills: bigint;
  orderType: number;
  status: number;
  inVaultBump: number;
  flashIxLock: number;
  permissionless: number;
  /** Unix seconds of the last create, take or close. */
  lastUpdatedTimestamp: bigint;
  flashStartTakerOutputBalance: bigint;
  counterparty: Address;
  /** Lamports the maker deposited at create (refunded at close). */
  feePaid: bigint;
}

export const ORDER_SIZE = 424;

/** Field offsets (after the 8-byte discriminator). */
export const ORDER_OFFSETS = {
  globalConfig: 8,
  maker: 40,
  inputMint: 72,
  inputMintProgramId: 104,
  outputMint: 136,
  outputMintProgramId: 168,
  initialInputAmount: 200,
  expectedOutputAmount: 208,
  remainingInputAmount: 216,
  filledOutputAmount: 224,
  tipAmount: 232,
  numberOfFills: 240,
  orderType: 248,
  status: 249,
  inVaultBump: 250,
  flashIxLock: 251,
  permissionless: 252,
  lastUpdatedTimestamp: 256,
  flashStartTakerOutputBalance: 264,
  counterparty: 272,
  feePaid: 304,
} as const;

const AT = ORDER_OFFSETS;

const SPEC: AnchorAccountSpec = {
  accountType: 'Order',
  programId: LIMIT_ORDER_PROGRAM_ID,
  discriminator: LIMIT_ORDER_ACCOUNT_DISCRIMINATORS.Order,
  size: ORDER_SIZE,
};

export function decodeLimitOrder(
  address: Address,
  account: AccountBytes,
  options: DecodeOptions = {},
): LimitOrder {
  return decodeAnchorAccount(
    SPEC,
    address,
    account,
    (r) => ({
      address,
      globalConfig: r.pubkey(AT.globalConfig),
      maker: r.pubkey(AT.maker),
      inputMint: r.pubkey(AT.inputMint),
      inputMintProgramId: r.pubkey(AT.inputMintProgramId),
      outputMint: r.pubkey(AT.outputMint),
      outputMintProgramId: r.pubkey(AT.outputMintProgramId),
      initialInputAmount: r.u64(AT.initialInputAmount),
      expectedOutputAmount: r.u64(AT.expectedOutputAmount),
      remainingInputAmount: r.u64(AT.remainingInputAmount),
      filledOutputAmount: r.u64(AT.filledOutputAmount),
      tipAmount: r.u64(AT.tipAmount),
      numberOfFills: r.u64(AT.numberOfFills),
      orderType: r.u8(AT.orderType),
      status: r.u8(AT.status),
      inVaultBump: r.u8(AT.inVaultBump),
      flashIxLock: r.u8(AT.flashIxLock),
      permissionless: r.u8(AT.permissionless),
      lastUpdatedTimestamp: r.u64(AT.lastUpdatedTimestamp),
      flashStartTakerOutputBalance: r.u64(AT.flashStartTakerOutputBalance),
      counterparty: r.pubkey(AT.counterparty),
      feePaid: r.u64(AT.feePaid),
    }),
    options,
  );
}

/** The account's bytes (paddings zero). */
export function encodeLimitOrder(order: Omit<LimitOrder, 'address'>): Uint8Array {
  return anchorAccountWriter(SPEC)
    .pubkey(AT.globalConfig, order.globalConfig)
    .pubkey(AT.maker, order.maker)
    .pubkey(AT.inputMint, order.inputMint)
    .pubkey(AT.inputMintProgramId, order.inputMintProgramId)
    .pubkey(AT.outputMint, order.outputMint)
    .pubkey(AT.outputMintProgramId, order.outputMintProgramId)
    .u64(AT.initialInputAmount, order.initialInputAmount)
    .u64(AT.expectedOutputAmount, order.expectedOutputAmount)
    .u64(AT.remainingInputAmount, order.remainingInputAmount)
    .u64(AT.filledOutputAmount, order.filledOutputAmount)
    .u64(AT.tipAmount, order.tipAmount)
    .u64(AT.numberOfFills, order.numberOfFills)
    .u8(AT.orderType, order.orderType)
    .u8(AT.status, order.status)
    .u8(AT.inVaultBump, order.inVaultBump)
    .u8(AT.flashIxLock, order.flashIxLock)
    .u8(AT.permissionless, order.permissionless)
    .u64(AT.lastUpdatedTimestamp, order.lastUpdatedTimestamp)
    .u64(AT.flashStartTakerOutputBalance, order.flashStartTakerOutputBalance)
    .pubkey(AT.counterparty, order.counterparty)
    .u64(AT.feePaid, order.feePaid)
    .toBytes();
}
