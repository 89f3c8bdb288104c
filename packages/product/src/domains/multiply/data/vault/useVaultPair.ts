import { useMemo } from 'react';
import { useFlags } from '../../../../flags/FlagsContext';
import { useLendingMarketState, useMarketReserves } from '../../../lending/data/hooks';
import { isListedReserve } from '../../../lending/data/reserveListing';
import type { ReserveView } from '../../../lending/data/reserveView';
import { useLendingServices } from '../../../lending/data/services';
import { type PairRow, type PairTag, pairRow } from '../pairRow';
import { type VaultTerms, vaultTerms } from './vaultTerms';

export interface VaultPairResult {
  vault: { row: PairRow; terms: VaultTerms } | undefined;
  /** 'Reserve {address} is not found' for a pair the market does not have (or a bad address). */
  notFound: string | undefined;
  error: Error | null;
  farmError: Error | null;
  refetch: () => void;
}

/**
 * A multiply or leverage vault from its market, deposit and borrow reserves: the pair's row as
 * the lists compute it (max leverage, APYs, liquidity, side) and the LTV terms a new position
 * gets.
 */
export function useVaultPair(
  market: string | undefined,
  deposit: string | undefined,
  borrow: string | undefined,
  tag: PairTag,
): VaultPairResult {
  const services = useLendingServices();
  const flags = useFlags();
  const state = useLendingMarketState(market);
  const { reserves, error, farmError, refetch } = useMarketReserves(market);
  const showHidden = flags.hiddenReserves;
  const vault = useMemo(() => {
    if (!state.data || !reserves || !market || !deposit || !borrow) return undefined;
    const row = pairRow(
      {
        market,
        depositReserve: deposit,
        borrowReserve: borrow,
        collSymbol: '',
        debtSymbol: '',
        collMint: '',
        debtMint: '',
      },
      {
        state: state.data,
        views: reserves,
        metrics: undefined,
        tag,
        held: new Set(),
        chosenLeverage: 1,
        isListed: (reserve: ReserveView) => isListedReserve(reserve.status, showHidden),
      },
    );
    if (!row) return undefined;
    return { row, terms: vaultTerms(state.data, row.collateral, row.debt, row.elevationGroup) };
  }, [state.data, reserves, market, deposit, borrow, tag, showHidden]);
  const malformed =
    services !== undefined &&
    (!services.lib.isAddress(market) ||
      !services.lib.isAddress(deposit) ||
      !services.lib.isAddress(borrow));
  const missingReserve =
    reserves && !vault
      ? [deposit, borrow].find((address) => !reserves.some((r) => r.address === address))
      : undefined;
  const notFound =
    services && (malformed || (reserves && !vault))
      ? services.lib.reserveNotFoundMessage(missingReserve ?? deposit ?? '')
      : undefined;
  return { vault, notFound, error: notFound ? null : error, farmError, refetch };
}
