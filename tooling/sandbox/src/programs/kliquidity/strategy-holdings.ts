import {
  sameAddress,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  type TokenAccount,
  toPublicKey,
  type WhirlpoolStrategy,
} from '@keel/chain-readers';
import type { PublicKey } from '@solana/web3.js';
import type {
  AccountMetaView,
  InstructionContext,
} from '../../chain/execution/instruction-context';
import { ANCHOR_ERRORS, anchorError } from '../../chain/execution/program-error';
import { loadTokenAccount } from '../anchor/anchor-token-accounts';
import { type DlmmPoolPosition, dlmmInvested } from './dlmm-position';
import { amountsForLiquidity, type PoolPosition } from './pool-position';
import type { StrategyHoldings } from './strategy-maths';

/**
 * Uninvested (the strategy's counters) plus invested (the CLMM position's liquidity, or the DLMM
 * position's share of its bins, rounded down).
 */
export function strategyHoldings(
  strategy: WhirlpoolStrategy,
  position: PoolPosition | null,
  dlmm: DlmmPoolPosition | null = null,
): StrategyHoldings {
  const invested =
    dlmm !== null
      ? dlmmInvested(dlmm)
      : position === null
        ? { a: 0n, b: 0n }
        : amountsForLiquidity(position, position.liquidity);
  return {
    totalA: strategy.tokenAAmounts + invested.a,
    totalB: strategy.tokenBAmounts + invested.b,
    decimalsA: strategy.tokenAMintDecimals,
    decimalsB: strategy.tokenBMintDecimals,
    sharesIssued: strategy.sharesIssued,
    sharesDecimals: strategy.sharesMintDecimals,
  };
}

/** `InterfaceAccount<'info, TokenAccount>` with `token::mint` and `token::authority`. */
export function userTokenAccount(
  context: InstructionContext,
  meta: AccountMetaView,
  expected: { mint: PublicKey; owner: PublicKey; program: PublicKey },
  name: string,
): TokenAccount {
  const account = loadTokenAccount(context, meta, expected.program, name);
  if (!sameAddress(account.mint, expected.mint)) {
    throw anchorError(ANCHOR_ERRORS.ConstraintTokenMint, name);
  }
  if (!sameAddress(account.owner, expected.owner)) {
    throw anchorError(ANCHOR_ERRORS.ConstraintTokenOwner, name);
  }
  return account;
}

/** `Interface<'info, TokenInterface>` of a token side: the program the strategy records. */
export function requireTokenProgram(meta: AccountMetaView, stored: PublicKey, name: string): void {
  const isToken =
    meta.address.equals(toPublicKey(TOKEN_PROGRAM_ID)) ||
    meta.address.equals(toPublicKey(TOKEN_2022_PROGRAM_ID));
  if (!isToken) throw anchorError(ANCHOR_ERRORS.InvalidProgramId, name);
  if (!meta.address.equals(stored)) throw anchorError(ANCHOR_ERRORS.ConstraintRaw, name);
}

/** A TransferChecked mint for Token-2022 sides (required there), none for classic tokens. */
export function transferMint(
  program: PublicKey,
  mint: PublicKey,
  decimals: number,
): { address: PublicKey; decimals: number } | undefined {
  return program.equals(toPublicKey(TOKEN_2022_PROGRAM_ID))
    ? { address: mint, decimals }
    : undefined;
}
