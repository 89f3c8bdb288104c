import type { EarnUserPnl, EarnUserPosition, EarnVault, EarnVaultMetrics } from '@keel/api-client';
import { type Decimal, MathDecimal } from '@keel/core-math';
import { earnVaultRows } from '../../../earn/data/vaultRows';
import type { NetValue } from '../netValue';

/** One earn vault the wallet holds shares of (in the wallet and staked in the vault's farm). */
export interface EarnHolding {
  vault: string;
  name: string;
  /** The vault token's symbol; '' until the token batch names it (or when it cannot). */
  tokenSymbol: string;
  shares: Decimal;
  /**
   * shares × the vault's share price — the hub's and the vault page's figure; undefined while the
   * vault's metrics load, null when they failed.
   */
  value: Decimal | null | undefined;
  /** The vault's current APY (a fraction), as the vault page's headline; same states as value. */
  apy: Decimal | null | undefined;
}

export interface EarnHoldingsInput {
  vaults: readonly EarnVault[];
  positions: readonly EarnUserPosition[];
  /** The held vaults' metrics that answered. */
  metrics: ReadonlyMap<string, EarnVaultMetrics>;
  /** Every metrics read has answered or failed: a vault still missing one has failed. */
  metricsSettled: boolean;
  symbols: ReadonlyMap<string, string>;
}

/**
 * The vaults the wallet holds shares of, in the API's vault order, through the earn hub's own row
 * builder (so the value is the hub's and the vault page's shares × share price). Zero holdings,
 * and positions in vaults the list does not hold (nothing to name or link), are left out.
 */
export function earnHoldings(input: EarnHoldingsInput): EarnHolding[] {
  const rows = earnVaultRows({
    vaults: input.vaults,
    metrics: input.metrics,
    latest: new Map(),
    positions: input.positions,
    curators: new Map(),
    symbols: input.symbols,
  });
  const missing = input.metricsSettled ? null : undefined;
  return rows.flatMap((row) => {
    const shares = row.depositShares;
    if (!shares || shares.isZero()) return [];
    const metrics = input.metrics.get(row.address);
    return [
      {
        vault: row.address,
        name: row.name,
        tokenSymbol: row.tokenSymbol,
        shares,
        value: metrics ? row.depositUsd : missing,
        apy: metrics ? row.apy : missing,
      },
    ];
  });
}

/** The vaults a wallet holds shares of, by address, from its positions (zero ones left out). */
export function heldVaultAddresses(
  positions: readonly EarnUserPosition[] | undefined,
): Set<string> {
  const held = new Set<string>();
  for (const position of positions ?? []) {
    if (!position.totalShares.isZero()) held.add(position.vaultAddress);
  }
  return held;
}

/** The holdings' summed worth: failed when a read failed or a vault's metrics did. */
export function earnNetValue(
  holdings: readonly EarnHolding[] | undefined,
  error: Error | null,
): NetValue {
  if (error) return 'failed';
  if (!holdings) return null;
  let sum: Decimal = new MathDecimal(0);
  for (const holding of holdings) {
    if (holding.value === undefined) return null;
    if (holding.value === null) return 'failed';
    sum = sum.plus(holding.value);
  }
  return sum.toString();
}

/**
 * The group's USD PnL: the sum of the vaults' (the API's), undefined until every one is in, null
 * when one could not be read (a partial sum would mislead).
 */
export function earnGroupPnl(
  holdings: readonly EarnHolding[],
  pnls: ReadonlyMap<string, EarnUserPnl | null | undefined>,
): string | null | undefined {
  let sum: Decimal = new MathDecimal(0);
  let failed = false;
  for (const holding of holdings) {
    const pnl = pnls.get(holding.vault);
    if (pnl === undefined) return undefined;
    if (pnl === null) failed = true;
    else sum = sum.plus(pnl.totalPnl.usd);
  }
  return failed ? null : sum.toString();
}

/**
 * The group's APY: the vaults' APYs weighted by the holdings' worth; undefined while loading,
 * null when no valued holding has one.
 */
export function earnGroupApy(holdings: readonly EarnHolding[]): string | null | undefined {
  if (holdings.some((h) => h.value === undefined || h.apy === undefined)) return undefined;
  let weight: Decimal = new MathDecimal(0);
  let weighted: Decimal = new MathDecimal(0);
  for (const { value, apy } of holdings) {
    if (!value || !apy || value.lte(0)) continue;
    weight = weight.plus(value);
    weighted = weighted.plus(value.times(apy));
  }
  return weight.isZero() ? null : weighted.div(weight).toString();
}
