import type { ObligationTag } from '@keel/chain-readers';
import {
  type Decimal,
  formatLeverage,
  leverageBaseAndQuote,
  type NumericInput,
  positionSide,
} from '@keel/core-math';

/**
 * A leverage position by its side and traded asset: 'Long SOL', 'Short SOL'. The side follows
 * the data spec's long/short rule (core-math's positionSide); the traded asset is the base of the
 * pair (the collateral when long, the debt when short).
 */
export function leveragePositionName(collateralSymbol: string, debtSymbol: string): string {
  const side = positionSide(collateralSymbol, debtSymbol);
  const { base } = leverageBaseAndQuote(side, collateralSymbol, debtSymbol);
  return `${side === 'long' ? 'Long' : 'Short'} ${base}`;
}

/** A multiply position by its pair: 'Multiply JitoSOL/SOL'. */
export function multiplyPositionName(collateralSymbol: string, debtSymbol: string): string {
  return `Multiply ${collateralSymbol}/${debtSymbol}`;
}

/** What an obligation holds against what it owes: 'SOL / USDC', 'SOL, JitoSOL', 'No assets'. */
export function obligationAssetsName(
  deposits: readonly string[],
  borrows: readonly string[],
): string {
  const held = deposits.join(', ');
  const owed = borrows.join(', ');
  if (held && owed) return `${held} / ${owed}`;
  return held || owed || 'No assets';
}

export interface ObligationNameInput {
  tag: ObligationTag;
  /** The deposits' symbols, largest first. */
  deposits: readonly string[];
  /** The borrows' symbols, largest first. */
  borrows: readonly string[];
  /** The obligation's leverage; named for multiply and leverage positions. */
  leverage?: NumericInput;
}

/**
 * An obligation by its assets rather than its address: a multiply or leverage position of one
 * pair by pair (or side and traded asset) and leverage — 'Multiply JitoSOL/SOL 3.2x',
 * 'Short SOL 2.0x' — any other by what it holds and owes: 'SOL / USDC'.
 */
export function obligationName({ tag, deposits, borrows, leverage }: ObligationNameInput): string {
  const [collateral] = deposits;
  const [debt] = borrows;
  const onePair = deposits.length === 1 && borrows.length === 1 && collateral && debt;
  const leverageText = leverage === undefined ? '' : ` ${formatLeverage(leverage)}`;
  if (onePair && tag === 'Multiply') {
    return `${multiplyPositionName(collateral, debt)}${leverageText}`;
  }
  if (onePair && tag === 'Leverage') {
    return `${leveragePositionName(collateral, debt)}${leverageText}`;
  }
  return obligationAssetsName(deposits, borrows);
}

/** The obligation's full name with its market: 'Main Market · SOL / USDC'. */
export function obligationTitle(marketName: string, input: ObligationNameInput): string {
  return `${marketName} · ${obligationName(input)}`;
}

interface ValuedEntry {
  symbol: string;
  value: Decimal;
}

/** What naming an obligation reads of its valued view. */
export interface NameableObligation {
  tag: ObligationTag;
  deposits: readonly ValuedEntry[];
  borrows: readonly ValuedEntry[];
  stats: { leverage: NumericInput };
}

const largestFirst = (entries: readonly ValuedEntry[]) =>
  [...entries].sort((a, b) => b.value.comparedTo(a.value)).map((entry) => entry.symbol);

/** The name of a valued obligation (see obligationName), its assets largest first. */
export function nameOfObligation(view: NameableObligation): string {
  return obligationName({
    tag: view.tag,
    deposits: largestFirst(view.deposits),
    borrows: largestFirst(view.borrows),
    leverage: view.tag === 'Multiply' || view.tag === 'Leverage' ? view.stats.leverage : undefined,
  });
}
