import { InvalidDexError } from '@keel/chain-readers';
import { isNotFoundError } from '../../../../common/notFound';

/** The unknown-exchange error (O§8 'Invalid dex number' / 'Invalid dex') behind an error, if any. */
export function invalidDexOf(error: unknown): InvalidDexError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    if (current instanceof InvalidDexError) return current;
    current = current.cause;
  }
  return undefined;
}

/** How a strategy account read failed, as the page tells it. */
export type StrategyReadFailure =
  | { kind: 'notFound'; message: string }
  | { kind: 'error'; error: Error & { description: string } };

/**
 * A read that found no strategy (no account, another account type) is 'not found'; an unknown
 * exchange is an error whose description is the spec's text; anything else is a load error.
 */
export function strategyReadFailure(
  address: string,
  error: Error | null,
  missing: boolean,
): StrategyReadFailure | null {
  const dex = invalidDexOf(error);
  if (dex)
    return {
      kind: 'error',
      error: Object.assign(new Error(dex.message), { description: dex.message }),
    };
  if (missing || (error && isNotFoundError(error))) {
    return { kind: 'notFound', message: `Strategy ${address} is not found` };
  }
  if (!error) return null;
  return {
    kind: 'error',
    error: Object.assign(new Error(error.message), { description: error.message }),
  };
}
