import { DEFAULT_LEVERAGE, formatLeverage } from '@keel/core-math';
import { Slider } from '@keel/ui-kit';
import { useMemo, useState } from 'react';
import { useBrand } from '../../../brand/BrandContext';
import { PageFrame } from '../../../layout/PageFrame';
import { brandText } from '../../../routing/brandText';
import type { ScreenProps } from '../../../routing/screenProps';
import type { PairRow } from '../data/pairRow';
import { multiplyVaultPath, vaultBaseOf } from './multiplyPaths';
import { PairList } from './PairList';
import { PairSearch } from './PairSearch';
import { PairsSkeleton } from './PairsSkeleton';
import { NetApy, pairColumns } from './pairColumns';
import type { PairColumn } from './pairSort';
import './multiply.css';

/** The list's leverage slider runs to 10x; a pair allowing less shows its APY at its own max. */
const LIST_MAX_LEVERAGE = 10;
const LIST_MIN_LEVERAGE = 1;

function chosenApyCell(row: PairRow, chosen: number) {
  const capped = row.chosenLeverage.lt(chosen);
  return (
    <span className="keel-pairs__apy">
      <NetApy value={row.netApyAtChosen} pending={row.apysPending} />
      {capped ? (
        <span className="keel-pairs__apy-note">at {formatLeverage(row.chosenLeverage)}</span>
      ) : null}
    </span>
  );
}

function multiplyColumns(base: string, chosen: number): PairColumn[] {
  return [
    pairColumns.pair((row) =>
      multiplyVaultPath(base, row.pair.market, row.pair.depositReserve, row.pair.borrowReserve),
    ),
    pairColumns.maxLeverage(),
    pairColumns.figure({
      id: 'netApyAtMax',
      header: 'Net APY at max',
      cell: (row) => <NetApy value={row.netApyAtMax} pending={row.apysPending} />,
      sortKey: (row) => row.netApyAtMax,
    }),
    pairColumns.figure({
      id: 'netApyAtChosen',
      header: `Net APY at ${formatLeverage(chosen)}`,
      cell: (row) => chosenApyCell(row, chosen),
      sortKey: (row) => row.netApyAtChosen,
    }),
    pairColumns.tvl(),
    pairColumns.liquidity(),
  ];
}

/**
 * The Multiply list: every multiply pair of the resources (plus `extraMultiply`), by market,
 * with max leverage, net APY at max and at the leverage chosen on the slider, TVL and the
 * liquidity left to borrow; the wallet's positions first.
 */
export default function MultiplyListScreen({ route }: ScreenProps<'multiplyList'>) {
  const brand = useBrand();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState(DEFAULT_LEVERAGE);
  const base = vaultBaseOf(route);
  const columns = useMemo(() => multiplyColumns(base, chosen), [base, chosen]);
  return (
    <PageFrame title={brandText(route.title, brand)} subtitle={brandText(route.description, brand)}>
      <div className="keel-pairs__toolbar">
        <PairSearch value={search} onChange={setSearch} />
        <Slider
          className="keel-pairs__leverage"
          label="Leverage for net APY"
          value={chosen}
          onChange={setChosen}
          min={LIST_MIN_LEVERAGE}
          max={LIST_MAX_LEVERAGE}
          marks={[{ value: LIST_MIN_LEVERAGE }, { value: LIST_MAX_LEVERAGE }]}
        />
      </div>
      <PairList
        kind="multiply"
        tag="Multiply"
        columns={columns}
        defaultSort={{ columnId: 'tvl', direction: 'desc' }}
        chosenLeverage={chosen}
        search={search}
        skeleton={<PairsSkeleton columns={columns} />}
      />
    </PageFrame>
  );
}
