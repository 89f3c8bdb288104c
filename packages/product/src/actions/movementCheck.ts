import type {
  CheckedFigure,
  SimulatedWallet,
  SimulationCheck,
  SimulationVerdict,
} from '@keel/wallet-connect';

/** What the simulation moves of `mint` (base units; negative leaves the wallet), 0 if nothing. */
export function movedOf(wallet: SimulatedWallet | undefined, mint: string): bigint {
  return wallet?.movements.find((movement) => movement.mint === mint)?.change ?? 0n;
}

/** The figures compared and, when any disagrees, the reason in words. */
export function verdictOf(figures: readonly CheckedFigure[]): SimulationVerdict {
  const differs = figures.filter((figure) => !figure.agrees);
  if (differs.length === 0) return { figures };
  return {
    figures,
    disagreement: differs
      .map((f) => `${f.label} would be ${f.simulated}, not ${f.preview}`)
      .join('; '),
  };
}

/**
 * A check of what a write moves in and out of the wallet alone (no account of its own to read):
 * the figures come from the simulated token movements.
 */
export function movementCheck(
  figures: (wallet: SimulatedWallet | undefined) => readonly CheckedFigure[],
): SimulationCheck {
  return { accounts: [], verify: (_post, wallet) => verdictOf(figures(wallet)) };
}
