import { amountToLamports, tryToDecimal } from '@keel/core-math';
import {
  type DepositEntry,
  type LockupKind,
  previewDeposit,
  REGISTRAR_ERROR_CODES,
  type RegistrarData,
  RegistrarRuleError,
  registrarError,
} from '@keel/governance-registry';
import type Decimal from 'decimal.js';

/** What the stake form asks for. */
export interface StakeChoice {
  /** The amount as typed, whole tokens. */
  amount: string;
  kind: LockupKind;
  /** Periods of the kind: days (daily, cliff, constant) or months (monthly); ignored for none. */
  periods: number;
}

export type StakePreview =
  | {
      status: 'ready';
      amountNative: bigint;
      periods: number;
      /** The new deposit as it would be right after it lands (registrar clock). */
      entry: DepositEntry;
      /** Raw vote weight of the new deposit right after it lands (formatVoteWeight). */
      votingPower: bigint;
      /** votingPower ÷ baseline (1 without a lockup); null for a zero amount. */
      multiplier: Decimal | null;
    }
  /** Nothing to preview yet (no amount typed). */
  | { status: 'empty' }
  /** The program would refuse this choice; `message` is the registrar's copy. */
  | { status: 'invalid'; message: string };

function parseAmountNative(amount: string, decimals: number): bigint | null {
  const value = tryToDecimal(amount.trim());
  if (value === undefined || !value.isFinite() || value.isNegative()) return null;
  return amountToLamports(value, decimals);
}

/**
 * The exact vote weight a deposit with this lockup choice would have at `chainUnixTs`
 * (governance-registry's previewDeposit), or why the program would refuse it.
 */
export function stakePreview(input: {
  registrar: Pick<RegistrarData, 'votingMints' | 'timeOffset'>;
  votingMintConfigIdx: number;
  decimals: number;
  choice: StakeChoice;
  chainUnixTs: bigint;
}): StakePreview {
  const { choice } = input;
  if (choice.amount.trim() === '') return { status: 'empty' };
  const amountNative = parseAmountNative(choice.amount, input.decimals);
  if (amountNative === null) return { status: 'invalid', message: 'Enter a valid amount' };
  if (amountNative === 0n) return { status: 'invalid', message: 'Enter an amount above zero' };
  const periods = choice.kind === 'none' ? 0 : choice.periods;
  if (choice.kind !== 'none' && !(Number.isSafeInteger(periods) && periods >= 1)) {
    const code = REGISTRAR_ERROR_CODES.InvalidLockupPeriod;
    return { status: 'invalid', message: registrarError(code)?.message ?? 'Invalid lockup period' };
  }
  try {
    const preview = previewDeposit({
      registrar: input.registrar,
      votingMintConfigIdx: input.votingMintConfigIdx,
      amountNative,
      kind: choice.kind,
      periods,
      chainUnixTs: input.chainUnixTs,
    });
    return {
      status: 'ready',
      amountNative,
      periods,
      entry: preview.entry,
      votingPower: preview.votingPower.total,
      multiplier: preview.multiplier,
    };
  } catch (error) {
    if (error instanceof RegistrarRuleError) {
      return { status: 'invalid', message: registrarError(error.code)?.message ?? error.message };
    }
    throw error;
  }
}
