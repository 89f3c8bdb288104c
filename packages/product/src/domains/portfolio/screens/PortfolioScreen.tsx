import { formatPortfolioTotal } from '@keel/core-math';
import { Button, Skeleton } from '@keel/ui-kit';
import { useMemo } from 'react';
import { useBrand } from '../../../brand/BrandContext';
import { ConnectPrompt } from '../../../common/ConnectPrompt';
import { useFailureToast } from '../../../common/useFailureToast';
import { useFlags } from '../../../flags/FlagsContext';
import { PageFrame } from '../../../layout/PageFrame';
import { brandText } from '../../../routing/brandText';
import type { ScreenProps } from '../../../routing/screenProps';
import { useWalletState } from '../../../wallet/WalletStoreContext';
import { useWalletObligations, type WalletObligation } from '../../lending/data/walletObligations';
import { lendingBaseForApp } from '../../lending/screens/lendingPaths';
import { LENDING_TOASTS } from '../../lending/screens/lendingToasts';
import { resolvePortfolioOwner } from '../data/portfolioOwner';
import { obligationGroup, POSITION_GROUPS, type PositionGroup } from '../data/productGroups';
import { LendingPositionRow } from './LendingPositionRow';
import { type NetValue, useNetValues } from './netValues';
import { StakingPositionRow } from './StakingPositionRow';
import { STAKING_KEY } from './useStakingValue';
import { ViewerBanner } from './ViewerBanner';
import './portfolio.css';

function PositionGroupList({
  group,
  positions,
  base,
  report,
}: {
  group: PositionGroup;
  positions: WalletObligation[];
  base: string;
  report(key: string, value: NetValue): void;
}) {
  return (
    <section className="keel-portfolio__group" aria-label={`${group} positions`}>
      <h2>
        {group} <span className="keel-portfolio__count">{positions.length}</span>
      </h2>
      <ul className="keel-portfolio__list">
        {positions.map((position) => (
          <LendingPositionRow
            key={position.obligation.address.toBase58()}
            position={position}
            base={base}
            onValue={report}
          />
        ))}
      </ul>
    </section>
  );
}

function OwnerPortfolio({ owner }: { owner: string }) {
  const flags = useFlags();
  const base = lendingBaseForApp(flags.v3);
  const { positions, error, refetch } = useWalletObligations(owner);
  useFailureToast(error, LENDING_TOASTS.userPositions, `portfolio-positions-${owner}`);
  const keys = useMemo(
    () =>
      error
        ? undefined
        : positions && [...positions.map((p) => p.obligation.address.toBase58()), STAKING_KEY],
    [positions, error],
  );
  const { report, total } = useNetValues(keys);
  const groups = POSITION_GROUPS.map((group) => ({
    group,
    positions: (positions ?? []).filter((p) => obligationGroup(p.obligation.tag) === group),
  })).filter((entry) => entry.positions.length > 0);
  return (
    <>
      <dl className="keel-portfolio__summary">
        <dt>Net value</dt>
        <dd>
          {error ? (
            '–'
          ) : total === undefined ? (
            <Skeleton shape="text" width={120} />
          ) : (
            formatPortfolioTotal(total)
          )}
        </dd>
      </dl>
      {error ? (
        <div role="alert" className="keel-portfolio__error">
          <p>{LENDING_TOASTS.userPositions}</p>
          <Button variant="secondary" onClick={refetch}>
            Retry
          </Button>
        </div>
      ) : null}
      {positions === undefined && !error ? <Skeleton shape="block" height={160} /> : null}
      {positions !== undefined && positions.length === 0 ? <p>No lending positions</p> : null}
      {groups.map(({ group, positions: list }) => (
        <PositionGroupList key={group} group={group} positions={list} base={base} report={report} />
      ))}
      <StakingPositionRow owner={owner} onValue={report} />
    </>
  );
}

/**
 * The portfolio (O§6): the connected wallet's, or read-only another wallet's with the viewer
 * banner. Lending, multiply and leverage positions from the wallet's obligations, grouped by
 * product, with the total net value.
 */
export default function PortfolioScreen({ route, params }: ScreenProps<'portfolio'>) {
  const brand = useBrand();
  const connected = useWalletState((state) => state.session?.address ?? null);
  const owner = resolvePortfolioOwner(params.owner, connected);
  return (
    <PageFrame title={brandText(route.title, brand)} subtitle={brandText(route.description, brand)}>
      {owner.kind === 'connect' ? (
        <ConnectPrompt text="Connect a wallet to see your portfolio." />
      ) : (
        <>
          {owner.isOwner ? null : <ViewerBanner owner={owner.owner} />}
          <OwnerPortfolio owner={owner.owner} />
        </>
      )}
    </PageFrame>
  );
}
