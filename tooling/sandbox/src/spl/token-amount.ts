import { MathDecimal } from '@keel/core-math';

/** The RPC's `UiTokenAmount`: exact strings plus the float `uiAmount` its wire format defines. */
export interface UiTokenAmount {
  amount: string;
  decimals: number;
  uiAmount: number;
  uiAmountString: string;
}

export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const ui = new MathDecimal(amount.toString()).div(new MathDecimal(10).pow(decimals));
  const uiAmountString = ui.toFixed();
  // uiAmount is an f64 in Solana's RPC schema; it is produced here only for that wire shape.
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString };
}
