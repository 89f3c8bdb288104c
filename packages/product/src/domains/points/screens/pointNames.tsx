import { useTokenBatch } from '@keel/api-client/react';
import { useMemo } from 'react';
import { AddressText } from '../../../common/AddressText';
import { useLendingMarketList } from '../../lending/data/hooks';
import { useWalletObligations, type WalletObligation } from '../../lending/data/walletObligations';
import { ObligationName } from '../../portfolio/screens/ObligationName';
import type { BoostRow } from '../data/boostRows';
import type { BreakdownRow } from '../data/breakdownRows';

/** The configured markets' names by address. */
export function useMarketNames(): ReadonlyMap<string, string> {
  const { markets } = useLendingMarketList();
  return useMemo(
    () => new Map((markets ?? []).map((market) => [market.address, market.name])),
    [markets],
  );
}

/** The wallet's obligations by address, to name the breakdown's lending positions. */
export function useWalletObligationsByAddress(
  wallet: string | undefined,
): ReadonlyMap<string, WalletObligation> {
  const { positions } = useWalletObligations(wallet);
  return useMemo(
    () => new Map((positions ?? []).map((p) => [p.obligation.address.toBase58(), p])),
    [positions],
  );
}

/** Token symbols by mint from the API's batch; a mint it does not know stays an address. */
export function useTokenSymbolsOf(mints: readonly string[]): ReadonlyMap<string, string> {
  const sorted = useMemo(() => [...new Set(mints)].sort(), [mints]);
  const batch = useTokenBatch(sorted.length > 0 ? sorted : undefined);
  return useMemo(
    () =>
      new Map(
        (batch.data ?? []).flatMap((token) =>
          token.symbol ? [[token.address, token.symbol]] : [],
        ),
      ),
    [batch.data],
  );
}

/**
 * A position earning points by name: a strategy by its pair and exchange ('SOL-USDC (Orca)'), an
 * obligation of the wallet by its market and assets ('Main Market · SOL / USDC'), another by its
 * market; the address beside it, shortened with copy.
 */
export function BreakdownPositionName({
  row,
  obligations,
  marketNames,
  strategyNames,
}: {
  row: BreakdownRow;
  obligations: ReadonlyMap<string, WalletObligation>;
  marketNames: ReadonlyMap<string, string>;
  strategyNames: ReadonlyMap<string, string>;
}) {
  const owned = obligations.get(row.position);
  const market = row.market ? marketNames.get(row.market) : undefined;
  const strategy = row.product === 'Liquidity' ? strategyNames.get(row.position) : undefined;
  return (
    <span className="keel-points__position">
      <span className="keel-points__position-name">
        {row.product}
        {strategy ? (
          ` · ${strategy}`
        ) : owned ? (
          <>
            {' · '}
            <ObligationName position={owned} />
          </>
        ) : market ? (
          ` · ${market}`
        ) : null}
      </span>
      <AddressText address={row.position} />
    </span>
  );
}

/**
 * What a rate or boost applies to: the kind, then the token's symbol (a lending row with its
 * market) or the strategy's pair and exchange; the address shortened with copy beside a strategy
 * and in place of an unknown token's name.
 */
export function BoostSubjectName({
  row,
  symbols,
  marketNames,
  strategyNames,
}: {
  row: BoostRow;
  symbols: ReadonlyMap<string, string>;
  marketNames: ReadonlyMap<string, string>;
  strategyNames: ReadonlyMap<string, string>;
}) {
  const isStrategy = row.kind === 'Liquidity strategy';
  const name = isStrategy ? strategyNames.get(row.subject) : symbols.get(row.subject);
  const market = row.market ? marketNames.get(row.market) : undefined;
  return (
    <span className="keel-points__position">
      <span className="keel-points__position-name">
        {row.kind}
        {name ? (isStrategy ? ` · ${name}` : ` ${name}`) : null}
        {market ? ` · ${market}` : null}
      </span>
      {name && !isStrategy ? null : <AddressText address={row.subject} />}
    </span>
  );
}
