import { formatPortfolioTotal } from '@keel/core-math';
import { useEffect, useMemo } from 'react';
import { useFlags } from '../../../flags/FlagsContext';
import {
  useValuedObligation,
  useWalletObligations,
  type WalletObligation,
} from '../../lending/data/walletObligations';
import { useEarnHoldings } from '../data/earn/useEarnHoldings';
import { useLiquidityPositions } from '../data/liquidity/useLiquidityPositions';
import { obligationGroup } from '../data/productGroups';
import { EARN_KEY } from './EarnPositions';
import { LIQUIDITY_KEY } from './LiquidityPositions';
import { type ReportPosition, usePositionReports } from './netValues';
import { UnknownTotal, unknownTotalReason } from './UnknownTotal';
import { STAKING_KEY, useStakingValue } from './useStakingValue';

function ObligationValue({
  position,
  onValue,
}: {
  position: WalletObligation;
  onValue: ReportPosition;
}) {
  const view = useValuedObligation(position.obligation);
  const key = position.obligation.address.toBase58();
  const net = view ? view.stats.netAccountValue.toString() : null;
  const group = obligationGroup(position.obligation.tag);
  useEffect(() => onValue(key, { value: net, group, count: 1 }), [key, net, group, onValue]);
  return null;
}

function StakingValue({ owner, onValue }: { owner: string; onValue: ReportPosition }) {
  const { netValue } = useStakingValue(owner);
  useEffect(
    () => onValue(STAKING_KEY, { value: netValue, group: 'Staking', count: 1 }),
    [netValue, onValue],
  );
  return null;
}

function LiquidityValue({ owner, onValue }: { owner: string; onValue: ReportPosition }) {
  const { netValue } = useLiquidityPositions(owner);
  useEffect(
    () => onValue(LIQUIDITY_KEY, { value: netValue, group: 'Liquidity', count: 1 }),
    [netValue, onValue],
  );
  return null;
}

function EarnValue({ owner, onValue }: { owner: string; onValue: ReportPosition }) {
  const { netValue, holdings } = useEarnHoldings(owner);
  const count = holdings?.length ?? 0;
  useEffect(
    () => onValue(EARN_KEY, { value: netValue, group: 'Earn', count }),
    [netValue, count, onValue],
  );
  return null;
}

/**
 * The wallet's total net value across its positions, as the portfolio sums it ('< $0.01' below a
 * cent, '-' and why when a source failed, '…' while loading) — for the side panel's positions toggle.
 */
export function PortfolioNetValue({ owner }: { owner: string }) {
  const { earn } = useFlags();
  const { positions, error } = useWalletObligations(owner);
  const keys = useMemo(
    () =>
      positions
        ? [
            ...positions.map((p) => p.obligation.address.toBase58()),
            STAKING_KEY,
            LIQUIDITY_KEY,
            ...(earn ? [EARN_KEY] : []),
          ]
        : undefined,
    [positions, earn],
  );
  const { report, total, failedGroups } = usePositionReports(keys);
  return (
    <>
      {error || total === null ? (
        <UnknownTotal reason={unknownTotalReason(Boolean(error), failedGroups)} />
      ) : total === undefined ? (
        '…'
      ) : (
        formatPortfolioTotal(total)
      )}
      {(positions ?? []).map((position) => (
        <ObligationValue
          key={position.obligation.address.toBase58()}
          position={position}
          onValue={report}
        />
      ))}
      <StakingValue owner={owner} onValue={report} />
      <LiquidityValue owner={owner} onValue={report} />
      {earn ? <EarnValue owner={owner} onValue={report} /> : null}
    </>
  );
}
