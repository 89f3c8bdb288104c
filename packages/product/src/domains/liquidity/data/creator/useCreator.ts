import type { CreatorPoolOption } from '@keel/liquidity-programs';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { type SubmitAction, useSubmitAction } from '../../../../actions/useSubmitAction';
import { whenReady } from '../../../../common/services/whenReady';
import type { CreationInput } from './creatorRuntime';
import { useCreatorServices } from './services';

/** A pool to create on, with its tokens' symbols (the mint, shortened, when unknown). */
export interface PoolChoice {
  id: string;
  option: CreatorPoolOption;
  symbolA: string;
  symbolB: string;
}

export type CreatorPools =
  | { status: 'loading' }
  | { status: 'error'; error: Error; retry: () => void }
  | { status: 'ready'; choices: PoolChoice[] };

const short = (mint: string) => `${mint.slice(0, 4)}…`;

/** The pools of the listed strategies (Orca ones), with their fee tiers and token symbols. */
export function useCreatorPools(): CreatorPools {
  const services = useCreatorServices();
  const list = useQuery(whenReady(services?.api.strategies.list(), 'creator:list'));
  const addresses = useMemo(() => list.data?.map((item) => item.address), [list.data]);
  const pools = useQuery(
    whenReady(services?.lib.poolsQuery(services.chain, addresses), 'creator:pools'),
  );
  const mints = useMemo(() => {
    const all = new Set<string>();
    for (const option of pools.data ?? []) {
      all.add(option.pool.tokenAMint.toBase58());
      all.add(option.pool.tokenBMint.toBase58());
    }
    return [...all].sort();
  }, [pools.data]);
  const tokens = useQuery(
    whenReady(mints.length > 0 ? services?.api.tokens.batch(mints) : undefined, 'creator:tokens'),
  );
  const failed = [list, pools].find((query) => query.error);
  if (failed?.error) {
    const error = failed.error;
    return {
      status: 'error',
      error,
      retry: () => {
        for (const query of [list, pools]) if (query.error) void query.refetch();
      },
    };
  }
  if (!pools.data || (mints.length > 0 && !tokens.data && !tokens.error)) {
    return { status: 'loading' };
  }
  const symbol = (mint: string) =>
    tokens.data?.find((token) => token.address === mint)?.symbol ?? short(mint);
  const choices = pools.data.map((option) => {
    const a = option.pool.tokenAMint.toBase58();
    const b = option.pool.tokenBMint.toBase58();
    return {
      id: option.pool.address.toBase58(),
      option,
      symbolA: symbol(a),
      symbolB: symbol(b),
    };
  });
  choices.sort(
    (x, y) =>
      `${x.symbolA}-${x.symbolB}`.localeCompare(`${y.symbolA}-${y.symbolB}`) ||
      x.option.feeTierBps - y.option.feeTierBps,
  );
  return { status: 'ready', choices };
}

export type CreatorWallet =
  | { status: 'disconnected' }
  | { status: 'loading' }
  | { status: 'error'; error: Error; retry: () => void }
  | { status: 'ready'; address: string; a: bigint; b: bigint; accounts: readonly string[] };

/** The wallet's amounts of a pool's two tokens (for the optional first deposit). */
export function useCreatorWallet(
  option: CreatorPoolOption | undefined,
  wallet: string | undefined,
): CreatorWallet {
  const services = useCreatorServices();
  const tokens = useQuery(
    whenReady(services?.lib.walletTokensQuery(services.chain, wallet), 'creator:walletTokens'),
  );
  const native = useQuery(
    whenReady(services?.lib.nativeBalanceQuery(services.chain, wallet), 'creator:native'),
  );
  if (!wallet) return { status: 'disconnected' };
  const failed = [tokens, native].find((query) => query.error);
  if (failed?.error) {
    return {
      status: 'error',
      error: failed.error,
      retry: () => {
        for (const query of [tokens, native]) if (query.error) void query.refetch();
      },
    };
  }
  if (!services || !option || !tokens.data || native.data === undefined) {
    return { status: 'loading' };
  }
  const amounts = services.lib.walletAmounts(option, wallet, tokens.data, native.data);
  return {
    status: 'ready',
    address: wallet,
    a: amounts.a,
    b: amounts.b,
    accounts: amounts.accounts,
  };
}

export interface CreatorSubmit extends Pick<SubmitAction, 'blockedReason' | 'submitting'> {
  /** Resolves with the new strategy's address when the run landed, else null. */
  create(input: CreationInput): Promise<string | null>;
}

/** The creation through the action kit: one gate, the one pipeline, one refresh after. */
export function useCreatorSubmit(): CreatorSubmit {
  const services = useCreatorServices();
  const action = useSubmitAction('increase');
  const { submit } = action;
  const create = useCallback<CreatorSubmit['create']>(
    async (input) => {
      if (!services) return null;
      const plan = services.lib.creation(input);
      const results = await submit({
        failure: 'createStrategy',
        description: `Create ${input.symbols.a}-${input.symbols.b} strategy`,
        requests: () => plan.requests(services.rent),
        invalidates: (endpoint) => [services.lib.writeKeys.all(endpoint)],
      });
      return results === null ? null : plan.strategy;
    },
    [services, submit],
  );
  return { blockedReason: action.blockedReason, submitting: action.submitting, create };
}
