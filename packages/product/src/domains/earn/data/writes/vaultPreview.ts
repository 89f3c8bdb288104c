import {
  amountToLamports,
  formatTokenAmount,
  lamportsToAmount,
  MathDecimal,
  vaultSharesForDeposit,
  vaultSharesForWithdrawal,
  vaultTokensForShares,
  vaultTokensPerShare,
} from '@keel/core-math';
import { figureOr, NO_VALUE } from '@keel/ui-kit';
import type Decimal from 'decimal.js';
import { AMOUNT_REASONS, type AmountLimit } from '../../../../actions/amountProblem';
import type { PreviewRow } from '../../../../actions/PreviewRows';

/** A figure that needs an amount before it can be shown. */
const noAmount = () => figureOr(NO_VALUE, AMOUNT_REASONS.enter);

/**
 * What a deposit or a withdrawal will do when it lands, in raw units, as the vault program
 * computes it (`@keel/vault-programs`' `previewVaultDeposit` / `previewVaultWithdrawal` at the
 * slot and time read last).
 */
export interface VaultLandingPreview {
  /** Shares a deposit of `amount` raw tokens mints, and the raw tokens it takes (crank fee in). */
  deposit(amount: bigint): { shares: bigint; paid: bigint };
  /** Shares a withdrawal of `shares` raw shares burns, and the raw tokens it pays (penalty out). */
  withdraw(shares: bigint): { sharesBurnt: bigint; paid: bigint };
}

/** A vault's figures as the forms use them, in whole tokens and whole shares. */
export interface VaultFigures {
  aum: Decimal;
  sharesIssued: Decimal;
  decimals: number;
  /** The wallet's tokens of the vault's token and its shares. */
  walletTokens: Decimal;
  walletShares: Decimal;
  /** The program's own arithmetic at the landing slot; without it, the share price's. */
  landing?: VaultLandingPreview | undefined;
}

/** From raw chain amounts (the vault's shares have its token's decimals). */
export function vaultFigures(raw: {
  aum: bigint;
  sharesIssued: bigint;
  decimals: number;
  walletTokens: bigint;
  walletShares: bigint;
  landing?: VaultLandingPreview | undefined;
}): VaultFigures {
  const whole = (value: bigint) => lamportsToAmount(value.toString(), raw.decimals);
  return {
    aum: whole(raw.aum),
    sharesIssued: whole(raw.sharesIssued),
    decimals: raw.decimals,
    walletTokens: whole(raw.walletTokens),
    walletShares: whole(raw.walletShares),
    landing: raw.landing,
  };
}

const wholeOf = (figures: VaultFigures, raw: bigint) =>
  lamportsToAmount(raw.toString(), figures.decimals);
const rawOf = (figures: VaultFigures, amount: Decimal) =>
  amountToLamports(amount, figures.decimals);

/** Shares a deposit of `amount` mints: the program's count when known, else at the share price. */
function sharesForDeposit(figures: VaultFigures, amount: Decimal): Decimal {
  if (!figures.landing) return vaultSharesForDeposit(figures, amount, figures.decimals);
  return wholeOf(figures, figures.landing.deposit(rawOf(figures, amount)).shares);
}

/** What withdrawing `shares` burns and pays: the program's figures when known. */
function withdrawal(figures: VaultFigures, shares: Decimal): { burnt: Decimal; paid: Decimal } {
  if (!figures.landing) {
    return { burnt: shares, paid: vaultTokensForShares(figures, shares, figures.decimals) };
  }
  const landed = figures.landing.withdraw(rawOf(figures, shares));
  return { burnt: wholeOf(figures, landed.sharesBurnt), paid: wholeOf(figures, landed.paid) };
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
  const shares = amount?.gt(0) ? sharesForDeposit(figures, amount) : undefined;
  const rows: PreviewRow[] = [
    { label: 'Shares you receive', after: shares ? formatTokenAmount(shares) : noAmount() },
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
 * Withdraw preview for an amount of tokens: the shares offered (rounded up, never more than the
 * wallet's: what the instruction asks), the shares the program burns for them and what it pays
 * (less its withdrawal penalty), the wallet's shares after.
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
  const landed = shares ? withdrawal(figures, shares) : undefined;
  const rows: PreviewRow[] = [
    { label: 'Shares you burn', after: landed ? formatTokenAmount(landed.burnt) : noAmount() },
    {
      label: 'You receive',
      after: landed ? `${formatTokenAmount(landed.paid)} ${symbol}` : noAmount(),
    },
    shareRow(figures, symbol),
    {
      label: 'Your shares',
      before: formatTokenAmount(figures.walletShares),
      after: formatTokenAmount(
        landed ? figures.walletShares.minus(landed.burnt) : figures.walletShares,
      ),
    },
  ];
  return { shares, rows };
}
