import type { Address } from '@keel/chain-readers';
import type { SimulatedTransactionResponse } from '@solana/web3.js';

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
  verify(postState: ReadonlyMap<string, SimulatedAccount | null>): SimulationVerdict;
}

/** The `accounts` part of a simulateTransaction config that returns the check's post-state. */
export function simulationAccountsConfig(check: SimulationCheck) {
  return {
    encoding: 'base64' as const,
    addresses: check.accounts.map((address) => address.toBase58()),
  };
}

/**
 * The post-state the node answered, by address. A node that answers fewer accounts than asked
 * is treated as not having simulated them (null), so the check reports a disagreement rather
 * than comparing with nothing.
 */
export function simulatedAccounts(
  check: SimulationCheck,
  value: SimulatedTransactionResponse,
): Map<string, SimulatedAccount | null> {
  const answered = value.accounts ?? [];
  return new Map(
    check.accounts.map((address, index) => {
      const account = answered[index];
      if (account === null || account === undefined) return [address.toBase58(), null];
      const [base64] = account.data;
      return [
        address.toBase58(),
        {
          lamports: account.lamports,
          owner: account.owner,
          data: Uint8Array.from(atob(base64 ?? ''), (char) => char.charCodeAt(0)),
        },
      ];
    }),
  );
}
