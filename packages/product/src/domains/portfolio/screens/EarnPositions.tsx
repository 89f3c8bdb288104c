import { formatApy, formatUsd } from '@keel/core-math';
import { Button, NoValue, Skeleton } from '@keel/ui-kit';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useFailureToast } from '../../../common/useFailureToast';
import { useWalletVaultPnls } from '../../earn/data/earnHooks';
import { earnVaultPath } from '../../earn/screens/earnPaths';
import { formatLendingAmount } from '../../lending/screens/formatLendingAmount';
import type { EarnHolding } from '../data/earn/earnHoldings';
import { earnGroupApy, earnGroupPnl } from '../data/earn/earnHoldings';
import { useEarnHoldings } from '../data/earn/useEarnHoldings';
import type { ReportPosition } from './netValues';
import { PositionRow } from './PositionRow';
import { PORTFOLIO_TOASTS } from './portfolioToasts';

export const EARN_KEY = 'earn';

/** A figure of a holding: '…' while its vault's metrics load, '-' saying so when they failed. */
function holdingFigure<T>(value: T | null | undefined, format: (value: T) => string): ReactNode {
  if (value === undefined) return '…';
  return value === null ? <NoValue reason="Vault figures could not be loaded" /> : format(value);
}

/** A holding's APY, painted by its sign. */
const apyFigure = (value: EarnHolding['apy']): ReactNode =>
  holdingFigure(value, (apy) => formatApy(apy));

/** A holding's vault token and shares, e.g. 'USDC · 1,234.56 shares'. */
export function earnSharesText(holding: EarnHolding): string {
  // As the vault page's Shares figure: shares are not the token, so no stablecoin rounding.
  const shares = `${formatLendingAmount(holding.shares, '')} shares`;
  return holding.tokenSymbol ? `${holding.tokenSymbol} · ${shares}` : shares;
}

/** A holding's worth as its vault page shows it. */
export function earnValueFigure(holding: EarnHolding): ReactNode {
  return holdingFigure(holding.value, formatUsd);
}

/** The failure of the earn source ('Failed to load user positions'), once per wallet. */
export function useEarnFailureToast(owner: string, error: Error | null) {
  useFailureToast(error, PORTFOLIO_TOASTS.userPositions, `earn-positions-${owner}`);
}

/**
 * The portfolio's Earn group: every vault the wallet holds shares of, worth shares × the share
 * price (the vault page's figure), with the API's PnL and the vault's APY, each linking to its
 * vault page. Reports the group once for the total and Stats; a failed read says so with a retry
 * and leaves the other groups on screen.
 */
export function EarnPositions({ owner, onReport }: { owner: string; onReport: ReportPosition }) {
  const { holdings, netValue, error, refetch } = useEarnHoldings(owner);
  useEarnFailureToast(owner, error);
  const vaults = useMemo(() => (holdings ?? []).map((h) => h.vault), [holdings]);
  const pnls = useWalletVaultPnls(vaults, owner);
  const pnl = holdings ? earnGroupPnl(holdings, pnls) : undefined;
  const apy = holdings ? earnGroupApy(holdings) : undefined;
  const count = holdings?.length ?? 0;
  useEffect(
    () => onReport(EARN_KEY, { value: netValue, group: 'Earn', count, pnl, apy }),
    [netValue, count, pnl, apy, onReport],
  );
  if (error) {
    return (
      <div role="alert" className="keel-portfolio__error" aria-label="Earn positions failed">
        <p>{PORTFOLIO_TOASTS.userPositions}</p>
        <Button variant="secondary" onClick={refetch}>
          Retry
        </Button>
      </div>
    );
  }
  if (!holdings) {
    return (
      <div aria-busy="true">
        <Skeleton shape="block" height={64} />
      </div>
    );
  }
  if (holdings.length === 0) return null;
  return (
    <section className="keel-portfolio__group" aria-label="Earn positions">
      <h2>
        Earn <span className="keel-portfolio__count">{holdings.length}</span>
      </h2>
      <ul className="keel-portfolio__list">
        {holdings.map((holding) => {
          const vaultPnl = pnls.get(holding.vault);
          return (
            <PositionRow
              key={holding.vault}
              positionKey={`earn:${holding.vault}`}
              symbols={holding.tokenSymbol ? [holding.tokenSymbol] : undefined}
              to={earnVaultPath(holding.vault)}
              name={holding.name}
              detail={earnSharesText(holding)}
              value={earnValueFigure(holding)}
              pnl={{ usd: vaultPnl === null ? null : vaultPnl?.totalPnl.usd.toString() }}
              apy={apyFigure(holding.apy)}
            />
          );
        })}
      </ul>
    </section>
  );
}
