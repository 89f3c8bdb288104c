import type { StrategyWriteState } from '@keel/liquidity-programs';
import { useQuery } from '@tanstack/react-query';
import { whenReady } from '../../../../common/services/whenReady';
import { useLiquidityWriteServices } from './services';

/** A strategy and the wallet's amounts, once loaded. */
export interface StrategyWriteReady {
  status: 'ready';
  state: StrategyWriteState;
  /** Raw units the wallet can put in of A and B, and the strategy's shares it holds. */
  wallet: { address: string; a: bigint; b: bigint; shares: bigint; accounts: readonly string[] };
}

/** A strategy and the wallet's amounts, as the deposit and withdraw forms need them. */
export type StrategyWriteContext =
  | { status: 'disconnected' }
  | { status: 'loading' }
  | { status: 'error'; error: Error; retry: () => void }
  | StrategyWriteReady;

/** The strategy's write state (chain) and the wallet's balances of its tokens and shares. */
export function useStrategyWriteContext(
  strategy: string,
  wallet: string | undefined,
): StrategyWriteContext {
  const services = useLiquidityWriteServices();
  const lib = services?.lib;
  const stateOptions = services?.lib.writeStateQuery(services.chain, strategy);
  const state = useQuery(whenReady(stateOptions, 'liquidityWriteState'));
  const tokens = useQuery(
    whenReady(services?.lib.walletTokensQuery(services.chain, wallet), 'liquidityWriteTokens'),
  );
  const native = useQuery(
    whenReady(services?.lib.nativeBalanceQuery(services.chain, wallet), 'liquidityWriteNative'),
  );
  if (!wallet) return { status: 'disconnected' };
  if (services && !stateOptions) {
    return {
      status: 'error',
      error: new Error(`${strategy} is not a strategy address`),
      retry: () => {},
    };
  }
  const failed = [state, tokens, native].find((query) => query.error);
  if (failed?.error) {
    return {
      status: 'error',
      error: failed.error,
      retry: () => {
        for (const query of [state, tokens, native]) if (query.error) void query.refetch();
      },
    };
  }
  if (!lib || !state.data || !tokens.data || native.data === undefined)
    return { status: 'loading' };
  return {
    status: 'ready',
    state: state.data,
    wallet: {
      address: wallet,
      ...lib.walletAmounts(state.data, tokens.data, wallet, native.data),
    },
  };
}
