import type { Address } from '@keel/chain-readers';
import type { SimulatedTransactionResponse } from '@solana/web3.js';

/** What the transaction moves into (positive) or out of (negative) the wallet, by mint. */
export interface TokenMovement {
  mint: string;
  /** From the mint's account; undefined when the node did not return it. */
  decimals: number | undefined;
  /** In the mint's base units (lamports for SOL); the network fee is not counted. */
  change: bigint;
}

/** An account as the simulated transaction leaves it. */
export interface SimulatedAccount {
  lamports: number;
  owner: string;
  data: Uint8Array;
}

/** One figure the preview showed beside the same figure read from the simulation. */
export interface CheckedFigure {
  label: string;
  /** As the preview showed it. */
  preview: string;
  /** As the simulated post-state gives it, in the same format. */
  simulated: string;
  agrees: boolean;
}

/** What a check found: the figures compared and, when one disagrees, why in words. */
export interface SimulationVerdict {
  figures: readonly CheckedFigure[];
  /** Set when a figure is beyond its tolerance: the reason the user reads. */
  disagreement?: string;
}

/**
 * A preview checked against the simulation of its own transaction: the accounts whose post-state
 * the figures are recomputed from (at most the transaction's own accounts), and the comparison.
 * The simulation is the one that sizes compute units, so a check costs no extra round-trip.
 */
export interface SimulationCheck {
  accounts: readonly Address[];
  verify(
    postState: ReadonlyMap<string, SimulatedAccount | null>,
    /** Always given by the pipeline; optional so a check of accounts alone can be called bare. */
    wallet?: SimulatedWallet,
  ): SimulationVerdict;
}

/**
 * A write whose form previews no figure (a vote, a settings toggle, a manager's edit): said
 * explicitly, with why, so that every request either is checked or says why nothing is.
 */
export interface NothingToCompare {
  /** Why the form has no figure to check, in words ('A vote moves no tokens'). */
  nothingToCompare: string;
}

/** Marks a request whose form previews no figure: the pipeline reports it, not 'unchecked'. */
export function nothingToCompare(reason: string): NothingToCompare {
  return { nothingToCompare: reason };
}

/** Whether a request's check is the explicit "nothing to compare" marker. */
export function isNothingToCompare(
  check: SimulationCheck | NothingToCompare,
): check is NothingToCompare {
  return 'nothingToCompare' in check;
}

/** The wallet's side of the simulation, for checks of what a write moves in and out of it. */
export interface SimulatedWallet {
  /**
   * What leaves (negative) and enters the wallet, by mint, from its token accounts and SOL
   * before and after; empty when the node could not read the accounts before.
   */
  movements: readonly TokenMovement[];
}

/** The `accounts` part of a simulateTransaction config that returns these accounts' post-state. */
export function simulationAccountsConfig(addresses: readonly string[]) {
  return { encoding: 'base64' as const, addresses: [...addresses] };
}

/**
 * The post-state the node answered, by address. A node that answers fewer accounts than asked
 * is treated as not having simulated them (null), so a check reports a disagreement rather
 * than comparing with nothing.
 */
export function simulatedAccounts(
  addresses: readonly string[],
  value: SimulatedTransactionResponse,
): Map<string, SimulatedAccount | null> {
  const answered = value.accounts ?? [];
  return new Map(
    addresses.map((address, index) => {
      const account = answered[index];
      if (account === null || account === undefined) return [address, null];
      const [base64] = account.data;
      return [
        address,
        {
          lamports: account.lamports,
          owner: account.owner,
          data: Uint8Array.from(atob(base64 ?? ''), (char) => char.charCodeAt(0)),
        },
      ];
    }),
  );
}
