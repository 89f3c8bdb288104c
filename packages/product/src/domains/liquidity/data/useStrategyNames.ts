import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { whenReady } from '../../../common/services/whenReady';
import { liquidityPositionName } from '../../portfolio/data/liquidity/positionLabel';
import { useLiquidityServices } from './services';

/**
 * Strategies by name, as the liquidity lists name them (the share token's name, else 'A-B (Dex)'),
 * read from their accounts on chain and the token list. A strategy gets its name once both have
 * answered: until then, or when a read fails, it has none and the caller keeps its address.
 */
export function useStrategyNames(addresses: readonly string[]): ReadonlyMap<string, string> {
  const services = useLiquidityServices();
  const chain = services?.chain;
  const sorted = useMemo(() => [...new Set(addresses)].sort(), [addresses]);
  const accounts = useQuery(
    whenReady(chain && services?.lib.strategiesQuery(chain, sorted), 'liquidity:names'),
  );
  const decoded = useMemo(
    () => (accounts.data ?? []).flatMap((account) => (account ? [account] : [])),
    [accounts.data],
  );
  const mints = useMemo(
    () =>
      [
        ...new Set(
          decoded.flatMap((a) =>
            [a.sharesMint, a.tokenAMint, a.tokenBMint].map((m) => m.toBase58()),
          ),
        ),
      ].sort(),
    [decoded],
  );
  const tokens = useQuery(
    whenReady(
      mints.length > 0 ? services?.api.tokens.batch(mints) : undefined,
      'liquidity:names:tokens',
    ),
  );
  return useMemo(() => {
    if (!tokens.data) return new Map<string, string>();
    const byMint = new Map(tokens.data.map((token) => [token.address, token]));
    return new Map(
      decoded.map((account) => [
        account.address.toBase58(),
        liquidityPositionName(
          {
            shareMint: account.sharesMint.toBase58(),
            tokenAMint: account.tokenAMint.toBase58(),
            tokenBMint: account.tokenBMint.toBase58(),
            dex: account.strategyDex,
          },
          byMint,
        ),
      ]),
    );
  }, [decoded, tokens.data]);
}
