import {
  anchorError,
  type IdlErrorCode,
  type ProgramError,
} from '../../chain/execution/program-error';
import type { NoQuote } from './swap-pricing';

/** The program's own errors (Anchor numbering; 6001 is Jupiter's SlippageToleranceExceeded too). */
export const SWAP_ERRORS = {
  ZeroAmount: { code: 6000, name: 'ZeroAmount', msg: 'The swap amount must be greater than zero' },
  SlippageToleranceExceeded: {
    code: 6001,
    name: 'SlippageToleranceExceeded',
    msg: 'Slippage tolerance exceeded',
  },
  UnsupportedMint: {
    code: 6002,
    name: 'UnsupportedMint',
    msg: 'The mint has no sandbox swap pool',
  },
  SameMint: { code: 6003, name: 'SameMint', msg: 'The input and output mints must differ' },
  InsufficientLiquidity: {
    code: 6004,
    name: 'InsufficientLiquidity',
    msg: 'The pool cannot cover the swap',
  },
  PriceUnavailable: {
    code: 6005,
    name: 'PriceUnavailable',
    msg: 'The oracle has no price for the mint',
  },
  AmountTooSmall: {
    code: 6006,
    name: 'AmountTooSmall',
    msg: 'The swap amount is too small to receive any output',
  },
  MathOverflow: { code: 6007, name: 'MathOverflow', msg: 'The swap amounts overflow u64' },
} as const satisfies Record<string, IdlErrorCode>;

export type SwapErrorName = keyof typeof SWAP_ERRORS;

export function swapError(name: SwapErrorName, account?: string): ProgramError {
  return anchorError(SWAP_ERRORS[name], account);
}

const NO_QUOTE_ERRORS: Record<NoQuote, SwapErrorName> = {
  'zero-amount': 'ZeroAmount',
  'no-price': 'PriceUnavailable',
  'too-small': 'AmountTooSmall',
  'beyond-depth': 'InsufficientLiquidity',
  overflow: 'MathOverflow',
  'insufficient-liquidity': 'InsufficientLiquidity',
};

/** The program error for a swap the pricing rule refuses. */
export function noQuoteError(reason: NoQuote): ProgramError {
  return swapError(NO_QUOTE_ERRORS[reason]);
}
