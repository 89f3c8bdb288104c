import type { PreviewDisagreesError } from '@keel/wallet-connect';
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import { DisagreementDialog } from './DisagreementDialog';

/**
 * Asks the user about a preview the simulation disagrees with, with what the transaction would
 * move in and out of the wallet in words; true signs anyway.
 */
export type ReviewDisagreement = (
  disagreement: PreviewDisagreesError,
  movements: readonly string[],
) => Promise<boolean>;

const ReviewContext = createContext<ReviewDisagreement | undefined>(undefined);

interface Pending {
  disagreement: PreviewDisagreesError;
  movements: readonly string[];
  settle: (signAnyway: boolean) => void;
}

/**
 * Holds the one disagreement dialog of the app: a submit whose simulation disagrees with its
 * preview waits here for the user's choice before the wallet opens.
 */
export function SimulationReviewProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const review = useCallback<ReviewDisagreement>(
    (disagreement, movements) =>
      new Promise<boolean>((resolve) => {
        setPending({
          disagreement,
          movements,
          settle: (signAnyway) => {
            setPending(null);
            resolve(signAnyway);
          },
        });
      }),
    [],
  );
  return (
    <ReviewContext.Provider value={review}>
      {children}
      <DisagreementDialog
        key={pending === null ? 'closed' : pending.disagreement.label}
        disagreement={pending?.disagreement ?? null}
        movements={pending?.movements ?? []}
        onCancel={() => pending?.settle(false)}
        onSignAnyway={() => pending?.settle(true)}
      />
    </ReviewContext.Provider>
  );
}

/** The app's disagreement review; undefined outside the provider (a disagreement then stops). */
export function useReviewDisagreement(): ReviewDisagreement | undefined {
  return useContext(ReviewContext);
}
