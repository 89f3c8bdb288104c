import { lamportsToAmount, vaultTokensForShares } from '@keel/core-math';
import { useQuery } from '@tanstack/react-query';
import type Decimal from 'decimal.js';
import { useMemo } from 'react';
import { whenReady } from '../../../../common/services/whenReady';
import type { VaultActionRequest } from './runtime';
import { useVaultWriteServices } from './services';
import { type VaultFigures, vaultFigures } from './vaultPreview';

export interface VaultWriteData {
  /** What the instructions are built from; undefined while loading or without a wallet. */
  request: VaultActionRequest | undefined;
  figures: VaultFigures | undefined;
  /**
   * The wallet's position read from the chain, as the forms see it: its shares (in the wallet and
   * staked in the vault's farm) and the tokens they redeem for at the vault's share price.
   */
  position: VaultChainPosition | undefined;
  error: Error | null;
  refetch: () => void;
}

export interface VaultChainPosition {
  shares: Decimal;
  tokens: Decimal;
}

/**
 * The vault as its forms need it, from the chain: its state, its reserves (its value and what
 * each can pay out) valued at the current slot as the program will value them, and the wallet's
 * tokens and shares; the previews are the program's own arithmetic at the current slot and its
 * block time (the transaction lands a few slots later: see README).
 */
export function useVaultWriteData(vault: string, wallet: string | undefined): VaultWriteData {
  const services = useVaultWriteServices();
  const state = useQuery(
    whenReady(services?.lib.vaultQuery(services.chain, vault), 'earnVaultState'),
  );
  const reserves = useQuery(
    whenReady(services?.lib.reservesQuery(services.chain, state.data), 'earnVaultReserves'),
  );
  const tokens = useQuery(
    whenReady(services?.lib.walletTokensQuery(services.chain, wallet), 'earnWalletTokens'),
  );
  const farmStates = useQuery(
    whenReady(
      services?.lib.walletFarmStatesQuery(services.chain, state.data, wallet),
      'earnWalletFarmStates',
    ),
  );
  const farmed = Boolean(services?.lib.walletFarmStatesQuery(services.chain, state.data, wallet));
  const slot = useQuery(whenReady(services?.lib.slotQuery(services.chain), 'earnSlot'));
  const blockTime = useQuery(
    whenReady(services?.lib.blockTimeQuery(services.chain), 'earnBlockTime'),
  );
  const globalConfig = useQuery(
    whenReady(services?.lib.globalConfigQuery(services.chain), 'earnVaultGlobalConfig'),
  );
  const queries = [
    state,
    reserves,
    slot,
    blockTime,
    globalConfig,
    ...(wallet ? [tokens] : []),
    ...(farmed ? [farmStates] : []),
  ];
  const error = queries.find((query) => query.error)?.error ?? null;
  const refetch = () => {
    for (const query of queries) if (query.error) void query.refetch();
  };
  const lib = services?.lib;
  const result = useMemo(() => {
    if (
      !lib ||
      !state.data ||
      !reserves.data ||
      slot.data === undefined ||
      blockTime.data === undefined ||
      globalConfig.data === undefined
    ) {
      return { request: undefined, figures: undefined, position: undefined };
    }
    const valued = lib.reservesAtSlot(reserves.data, slot.data);
    // A node that does not know the slot's time: the wall clock stands in.
    const time = { slot: slot.data, now: blockTime.data ?? Math.floor(Date.now() / 1000) };
    const request = wallet ? { state: state.data, reserves: valued, wallet } : undefined;
    if (wallet && (!tokens.data || (farmed && !farmStates.data))) {
      return { request: undefined, figures: undefined, position: undefined };
    }
    const holdings =
      request && tokens.data
        ? lib.walletHoldings(tokens.data, request)
        : { tokens: 0n, shares: 0n };
    const figures = vaultFigures({
      aum: lib.aum(state.data, valued, time.now),
      sharesIssued: state.data.sharesIssued,
      decimals: Number(state.data.tokenMintDecimals),
      walletTokens: holdings.tokens,
      walletShares: holdings.shares,
      landing: lib.landingPreview({ state: state.data, reserves: valued }, time, globalConfig.data),
    });
    const staked = lamportsToAmount(
      lib.stakedShares(farmStates.data, state.data).toString(),
      figures.decimals,
    );
    const shares = figures.walletShares.plus(staked);
    const position = request
      ? { shares, tokens: vaultTokensForShares(figures, shares, figures.decimals) }
      : undefined;
    return { request, figures, position };
  }, [
    lib,
    state.data,
    reserves.data,
    slot.data,
    blockTime.data,
    globalConfig.data,
    tokens.data,
    farmed,
    farmStates.data,
    wallet,
  ]);
  return { ...result, error, refetch };
}
