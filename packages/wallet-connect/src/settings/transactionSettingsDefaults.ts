import { MathDecimal } from '@keel/core-math';
import type Decimal from 'decimal.js';

/** Fee modes (O§3 "Fee mode"). */
export const PRIORITY_FEE_TYPES = ['custom', 'minimum', 'normal', 'turbo'] as const;
export type PriorityFeeType = (typeof PRIORITY_FEE_TYPES)[number];

export function isPriorityFeeType(value: unknown): value is PriorityFeeType {
  return typeof value === 'string' && (PRIORITY_FEE_TYPES as readonly string[]).includes(value);
}

export const DEFAULT_PRIORITY_FEE_TYPE: PriorityFeeType = 'normal';

/** Default custom priority fee, in SOL per transaction (O§9). */
export const DEFAULT_CUSTOM_PRIORITY_FEE = /* @__PURE__ */ new MathDecimal('0.001');

/** Stored slippage, fee type and custom fee revert to defaults this long after their update. */
export const TRANSACTION_SETTINGS_EXPIRY_MS = 30 * 60 * 1000;

/** Slippage is in percent (0.5 means 0.5 %); it may not exceed this. */
export const MAX_SLIPPAGE_PERCENT = /* @__PURE__ */ new MathDecimal(100);

/**
 * Default slippages in percent. The spec names them without values; these are this package's
 * choice: 0.5 % in general; 0.3 % for multiply and leverage, whose swaps are between closely
 * priced assets; 0.5 % for the JLP and ALP multiply pools, whose liquidity-token prices move
 * with a basket.
 */
export interface DefaultSlippages {
  slippage: Decimal;
  multiply: Decimal;
  jlpMultiply: Decimal;
  leverageV3: Decimal;
  alpMultiply: Decimal;
}

export const DEFAULT_SLIPPAGES: DefaultSlippages = {
  slippage: /* @__PURE__ */ new MathDecimal('0.5'),
  multiply: /* @__PURE__ */ new MathDecimal('0.3'),
  jlpMultiply: /* @__PURE__ */ new MathDecimal('0.5'),
  leverageV3: /* @__PURE__ */ new MathDecimal('0.3'),
  alpMultiply: /* @__PURE__ */ new MathDecimal('0.5'),
};
