import {
  formatTokenAmount,
  lamportsToAmount,
  MathDecimal,
  vaultSharesForDeposit,
  vaultSharesForWithdrawal,
  vaultTokensForShares,
  vaultTokensPerShare,
} from '@keel/core-math';
import type Decimal from 'decimal.js';
import { AMOUNT_REASONS, type AmountLimit } from '../../../../actions/amountProblem';
import type { PreviewRow } from '../../../../actions/PreviewRows';

/** A vault's figures as the forms use them, in whole tokens and whole shares. */
export interface VaultFigures {
  aum: Decimal;
  sharesIssued: Decimal;
  decimals: number;
  /** The wallet's tokens of the vault's token and its shares. */
  walletTokens: Decimal;
  walletShares: Decimal;
}

/** From raw chain amounts (the vault's shares have its token's decimals). */
export function vaultFigures(raw: {
  aum: bigint;
  sharesIssued: bigint;
  decimals: number;
  walletTokens: bigint;
  walletShares: bigint;
}): VaultFigures {
  const whole = (value: bigint) => lamportsToAmount(value.toString(), raw.decimals);
  return {
    aum: whole(raw.aum),
    sharesIssued: whole(raw.sharesIssued),
    decimals: raw.decimals,
    walletTokens: whole(raw.walletTokens),
    walletShares: whole(raw.walletShares),
  };
}

/** A deposit takes tokens from the wallet: at most what it holds. */
export function depositLimits(figures: VaultFigures): AmountLimit[] {
  return [{ max: figures.walletTokens, reason: AMOUNT_REASONS.insufficientBalance }];
}

/** A withdrawal pays at most what the wallet's shares are worth. */
export function withdrawLimits(figures: VaultFigures): AmountLimit[] {
  return [
    {
      max: vaultTokensForShares(figures, figures.walletShares, figures.decimals),
      reason: 'Above your deposit in this vault',
    },
  ];
}

const shareRow = (figures: VaultFigures, symbol: string): PreviewRow => ({
  label: 'Share price',
  after: `${formatTokenAmount(vaultTokensPerShare(figures), { decimals: 6 })} ${symbol}`,
});

/** Deposit preview: the shares minted at the share price, the wallet's shares after. */
export function depositPreview(
  figures: VaultFigures,
  amount: Decimal | undefined,
  symbol: string,
): { shares: Decimal | undefined; rows: PreviewRow[] } {
  const shares = amount?.gt(0)
    ? vaultSharesForDeposit(figures, amount, figures.decimals)
    : undefined;
  const rows: PreviewRow[] = [
    { label: 'Shares you receive', after: shares ? formatTokenAmount(shares) : '—' },
    shareRow(figures, symbol),
    {
      label: 'Your shares',
      before: formatTokenAmount(figures.walletShares),
      after: formatTokenAmount(shares ? figures.walletShares.plus(shares) : figures.walletShares),
    },
  ];
  return { shares, rows };
}

/**
 * Withdraw preview for an amount of tokens: the shares burnt (rounded up, never more than the
 * wallet's), what they pay, the wallet's shares after.
 */
export function withdrawPreview(
  figures: VaultFigures,
  amount: Decimal | undefined,
  symbol: string,
): { shares: Decimal | undefined; rows: PreviewRow[] } {
  const shares = amount?.gt(0)
    ? MathDecimal.min(
        vaultSharesForWithdrawal(figures, amount, figures.decimals),
        figures.walletShares,
      )
    : undefined;
  const paid = shares ? vaultTokensForShares(figures, shares, figures.decimals) : undefined;
  const rows: PreviewRow[] = [
    { label: 'Shares you burn', after: shares ? formatTokenAmount(shares) : '—' },
    { label: 'You receive', after: paid ? `${formatTokenAmount(paid)} ${symbol}` : '—' },
    shareRow(figures, symbol),
    {
      label: 'Your shares',
      before: formatTokenAmount(figures.walletShares),
      after: formatTokenAmount(shares ? figures.walletShares.minus(shares) : figures.walletShares),
    },
  ];
  return { shares, rows };
}
