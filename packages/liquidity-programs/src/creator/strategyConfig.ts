/*
 * update_strategy_config(mode, value): the modes (StrategyConfigOption, by IDL order) a DIY
 * strategy's admin uses, and the 128-byte values they carry.
 */

/** StrategyConfigOption indexes, as the IDL numbers the enum's variants. */
export const STRATEGY_CONFIG_MODES = {
  UpdateDepositCap: 0,
  UpdateDepositCapIxn: 1,
  UpdateWithdrawFee: 12,
  UpdateCollectFeesFee: 13,
  UpdateStrategyCreationState: 36,
  UpdateIsCommunity: 37,
  UpdateRebalanceType: 38,
  UpdateRebalanceParams: 39,
} as const;

export type StrategyConfigMode = keyof typeof STRATEGY_CONFIG_MODES;

/** RebalanceType values (the IDL's enum order) the creator offers. */
export const REBALANCE_METHODS = {
  Manual: 0,
  PricePercentage: 1,
  PricePercentageWithReset: 2,
  PeriodicRebalance: 5,
} as const;

export type RebalanceMethod = keyof typeof REBALANCE_METHODS;

/**
 * The parameters of each method, in the program's byte order: basis points below / above the
 * price the range spans (u16 each), a reset range (u16 each), a period in seconds (u64).
 */
export type RebalanceParams =
  | { method: 'Manual' }
  | { method: 'PricePercentage'; lowerBps: number; upperBps: number }
  | {
      method: 'PricePercentageWithReset';
      lowerBps: number;
      upperBps: number;
      resetLowerBps: number;
      resetUpperBps: number;
    }
  | { method: 'PeriodicRebalance'; periodSeconds: bigint; lowerBps: number; upperBps: number };

const VALUE_SIZE = 128;

/** A config value holding one number: a little-endian u64 at the start of 128 bytes. */
export function configNumberValue(value: bigint | number): Uint8Array {
  const bytes = new Uint8Array(VALUE_SIZE);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(value), true);
  return bytes;
}

function checkBps(value: number, name: string): number {
  if (!Number.isInteger(value) || value < 1 || value > 0xffff) {
    throw new RangeError(`${name} must be a whole number of basis points, 1–65535`);
  }
  return value;
}

/** The 128-byte UpdateRebalanceParams value of a method's parameters. */
export function rebalanceParamsValue(params: RebalanceParams): Uint8Array {
  const bytes = new Uint8Array(VALUE_SIZE);
  const view = new DataView(bytes.buffer);
  const u16 = (offset: number, value: number, name: string) =>
    view.setUint16(offset, checkBps(value, name), true);
  switch (params.method) {
    case 'Manual':
      break;
    case 'PricePercentage':
      u16(0, params.lowerBps, 'lowerBps');
      u16(2, params.upperBps, 'upperBps');
      break;
    case 'PricePercentageWithReset':
      u16(0, params.lowerBps, 'lowerBps');
      u16(2, params.upperBps, 'upperBps');
      u16(4, params.resetLowerBps, 'resetLowerBps');
      u16(6, params.resetUpperBps, 'resetUpperBps');
      break;
    case 'PeriodicRebalance':
      if (params.periodSeconds <= 0n) throw new RangeError('periodSeconds must be positive');
      view.setBigUint64(0, params.periodSeconds, true);
      u16(8, params.lowerBps, 'lowerBps');
      u16(10, params.upperBps, 'upperBps');
      break;
  }
  return bytes;
}

/** A strategy's method and parameters from its rebalanceType and raw params; null if unknown. */
export function readRebalanceParams(type: number, raw: Uint8Array): RebalanceParams | null {
  if (raw.length < 12) return null;
  const view = new DataView(raw.buffer, raw.byteOffset, raw.byteLength);
  const u16 = (offset: number) => view.getUint16(offset, true);
  switch (type) {
    case REBALANCE_METHODS.Manual:
      return { method: 'Manual' };
    case REBALANCE_METHODS.PricePercentage:
      return { method: 'PricePercentage', lowerBps: u16(0), upperBps: u16(2) };
    case REBALANCE_METHODS.PricePercentageWithReset:
      return {
        method: 'PricePercentageWithReset',
        lowerBps: u16(0),
        upperBps: u16(2),
        resetLowerBps: u16(4),
        resetUpperBps: u16(6),
      };
    case REBALANCE_METHODS.PeriodicRebalance:
      return {
        method: 'PeriodicRebalance',
        periodSeconds: view.getBigUint64(0, true),
        lowerBps: u16(8),
        upperBps: u16(10),
      };
    default:
      return null;
  }
}
