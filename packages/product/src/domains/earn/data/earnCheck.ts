import {
  type Address,
  associatedTokenAddress,
  createAddress,
  decodeTokenAccount,
  TOKEN_PROGRAM_ID,
} from '@keel/chain-readers';
import {
  amountToLamports,
  formatTokenAmount,
  lamportsToAmount,
  MathDecimal,
  vaultTokensForShares,
} from '@keel/core-math';
import type { VaultState } from '@keel/vault-programs';
import type { CheckedFigure, SimulatedAccount, SimulationCheck } from '@keel/wallet-connect';
import type Decimal from 'decimal.js';
import { verdictOf } from '../../../actions/movementCheck';
import { depositPreview, type VaultFigures } from './writes/vaultPreview';

/**
 * How far a vault write's simulation may land from its preview, relative to each figure (plus
 * one raw unit of rounding). The preview is the program's arithmetic at the slot read last; the
 * simulation runs a few slots later, by which the reserves have accrued interest and the fees a
 * few seconds more: 1 bp is the interest of about 4 hours at 20 % APY, far more than the seconds
 * between the two, far less than a stale exchange rate, a missed fee or a penalty forgotten.
 */
const VAULT_CHECK_TOLERANCE = new MathDecimal('0.0001');

interface VaultCheckInput {
  kind: 'deposit' | 'withdraw';
  /** What the instruction is given: raw tokens (deposit) or raw shares offered (withdraw). */
  amount: bigint;
  /** The figures the form previewed with (the wallet's holdings before, the landing maths). */
  figures: VaultFigures;
  /** The vault's mints (its state) and the wallet that writes. */
  state: Pick<VaultState, 'tokenMint' | 'tokenProgram' | 'sharesMint'>;
  wallet: string;
  symbol: string;
}

/** What the form previewed, in raw units: shares minted or burnt, tokens sent or received. */
function previewed(input: VaultCheckInput): { shares: bigint; tokens: bigint } {
  const { figures, amount } = input;
  const raw = (whole: Decimal) => amountToLamports(whole, figures.decimals);
  if (input.kind === 'deposit') {
    const whole = lamportsToAmount(amount.toString(), figures.decimals);
    const shares = depositPreview(figures, whole, '').shares ?? new MathDecimal(0);
    return { shares: raw(shares), tokens: figures.landing?.deposit(amount).paid ?? amount };
  }
  if (figures.landing) {
    const landed = figures.landing.withdraw(amount);
    return { shares: landed.sharesBurnt, tokens: landed.paid };
  }
  const whole = lamportsToAmount(amount.toString(), figures.decimals);
  return { shares: amount, tokens: raw(vaultTokensForShares(figures, whole, figures.decimals)) };
}

/** Raw tokens in a token account as the simulation leaves it; 0 when it is closed or missing. */
function heldIn(address: Address, account: SimulatedAccount | null | undefined): bigint {
  if (!account) return 0n;
  try {
    return decodeTokenAccount(address, {
      owner: createAddress(account.owner),
      data: account.data,
    }).amount;
  } catch {
    return 0n;
  }
}

function within(preview: bigint, simulated: bigint): boolean {
  const allowed = new MathDecimal(preview.toString()).abs().times(VAULT_CHECK_TOLERANCE).ceil();
  const off = simulated > preview ? simulated - preview : preview - simulated;
  return off <= BigInt(allowed.toFixed(0)) + 1n;
}

/**
 * A vault deposit's or withdrawal's preview checked against its transaction's simulation: the
 * wallet's shares and token accounts are read from the simulated post-state (decoded with
 * chain-readers) against the holdings the form showed, so the shares minted or burnt and the
 * tokens sent or received are the transaction's own; the preview's figures are the form's
 * (`depositPreview`, the program's landing arithmetic).
 */
export function vaultCheck(input: VaultCheckInput): SimulationCheck {
  const { figures, state, symbol } = input;
  const owner = createAddress(input.wallet);
  const sharesAccount = associatedTokenAddress(owner, state.sharesMint, TOKEN_PROGRAM_ID).address;
  const tokenAccount = associatedTokenAddress(owner, state.tokenMint, state.tokenProgram).address;
  const before = {
    shares: amountToLamports(figures.walletShares, figures.decimals),
    tokens: amountToLamports(figures.walletTokens, figures.decimals),
  };
  const preview = previewed(input);
  const shown = (raw: bigint) =>
    formatTokenAmount(lamportsToAmount(raw.toString(), figures.decimals));
  const figure = (label: string, previewRaw: bigint, simulatedRaw: bigint, unit = '') => ({
    label,
    preview: `${shown(previewRaw)}${unit}`,
    simulated: `${shown(simulatedRaw)}${unit}`,
    agrees: within(previewRaw, simulatedRaw),
  });
  return {
    accounts: [sharesAccount, tokenAccount],
    verify(postState) {
      const after = {
        shares: heldIn(sharesAccount, postState.get(sharesAccount.toBase58())),
        tokens: heldIn(tokenAccount, postState.get(tokenAccount.toBase58())),
      };
      const deposit = input.kind === 'deposit';
      const checked: CheckedFigure[] = deposit
        ? [
            figure('Shares you receive', preview.shares, after.shares - before.shares),
            figure('You deposit', preview.tokens, before.tokens - after.tokens, ` ${symbol}`),
          ]
        : [
            figure('Shares you burn', preview.shares, before.shares - after.shares),
            figure('You receive', preview.tokens, after.tokens - before.tokens, ` ${symbol}`),
          ];
      return verdictOf(checked);
    },
  };
}
