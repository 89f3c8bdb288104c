import { type Address, DEFAULT_ADDRESS, toPublicKey } from '@keel/chain-readers';
import { buildTransaction, nothingToCompare, type TransactionRequest } from '@keel/wallet-connect';
import type { AddressLookupTableAccount, TransactionInstruction } from '@solana/web3.js';

/** The largest serialized transaction a node accepts (an IPv6 packet less headers). */
export const TRANSACTION_SIZE_LIMIT = 1232;

/**
 * Compute units of an action sent after its set-up transaction in the same run: it cannot be
 * simulated before the set-up lands, so it gets a fixed limit that fits a lending action with
 * its refreshes.
 */
export const DEPENDENT_ACTION_UNITS = 400_000;

/** Why a set-up transaction of its own has no figure to check: the action after it has one. */
export const SETUP_NOTHING_TO_COMPARE =
  'It only creates the accounts the action needs; the action is checked on its own';

/** Whether the instructions fit one transaction with the pipeline's compute-budget instructions. */
export function fitsInOneTransaction(
  payer: Address,
  instructions: readonly TransactionInstruction[],
  /** The tables the transaction will be sent with (none: every account key in full). */
  lookupTables: readonly AddressLookupTableAccount[] = [],
): boolean {
  try {
    const draft = buildTransaction({
      payer: toPublicKey(payer),
      recentBlockhash: DEFAULT_ADDRESS.toBase58(),
      instructions,
      lookupTables,
      computeUnitLimit: DEPENDENT_ACTION_UNITS,
      computeUnitPrice: 1n,
      versioned: true,
    });
    return draft.serialize().length <= TRANSACTION_SIZE_LIMIT;
  } catch {
    // Compiling or serializing fails past the limits (too many accounts, too many bytes).
    return false;
  }
}

/**
 * An action with the accounts it must create first: one transaction when everything fits,
 * otherwise the set-up as an earlier transaction of the same run ('1 of 2').
 */
export function withSetup(input: {
  payer: Address;
  label: string;
  setup: readonly TransactionInstruction[];
  action: readonly TransactionInstruction[];
  lookupTableAddresses?: readonly Address[];
  /** The action's check (or why it has nothing to compare); the set-up has its own marker. */
  check?: TransactionRequest['check'];
}): TransactionRequest[] {
  const tables = input.lookupTableAddresses?.length
    ? { lookupTableAddresses: input.lookupTableAddresses }
    : {};
  const check = input.check ? { check: input.check } : {};
  const all = [...input.setup, ...input.action];
  if (input.setup.length === 0 || fitsInOneTransaction(input.payer, all)) {
    return [{ label: input.label, instructions: all, ...tables, ...check }];
  }
  return [
    {
      label: `Set up: ${input.label}`,
      instructions: [...input.setup],
      ...tables,
      check: nothingToCompare(SETUP_NOTHING_TO_COMPARE),
    },
    {
      label: input.label,
      instructions: [...input.action],
      computeUnitLimit: DEPENDENT_ACTION_UNITS,
      ...tables,
      ...check,
    },
  ];
}
