import { formatApy, formatCompact } from '@keel/core-math';
import { NoValue, Skeleton } from '@keel/ui-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useBrand } from '../../../brand/BrandContext';
import { PageFrame } from '../../../layout/PageFrame';
import { brandText } from '../../../routing/brandText';
import { LENDING_V3_BASE } from '../../../routing/routes/lendingBase';
import type { ScreenProps } from '../../../routing/screenProps';
import { useLandingTotals } from '../data/useLandingTotals';

interface Product {
  name: string;
  to: string;
  text: string;
}

const PRODUCTS: readonly Product[] = [
  { name: 'Earn', to: '/earn', text: 'Deposit into curated vaults that lend across markets.' },
  { name: 'Markets', to: LENDING_V3_BASE, text: 'Supply and borrow assets in lending markets.' },
  { name: 'Multiply', to: '/multiply', text: 'Loop staking and yield tokens for amplified yield.' },
  { name: 'Liquidity', to: '/liquidity', text: 'Automated concentrated-liquidity strategies.' },
  { name: 'Leverage', to: '/leverage', text: 'Go long or short with leverage.' },
];

function Headline({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="keel-figures__item">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The v3 main page: the products, with live lending figures from the markets' chain data. */
export default function LandingScreen({ route }: ScreenProps<'landing'>) {
  const brand = useBrand();
  const { totals, error } = useLandingTotals();
  const pending = error ? (
    <NoValue reason="The markets could not be read" />
  ) : (
    <Skeleton width={80} />
  );
  return (
    <PageFrame title={brandText(route.title, brand)} subtitle={brandText(route.description, brand)}>
      <dl className="keel-figures" aria-label="Lending figures">
        <Headline
          label="Total supplied"
          value={totals ? formatCompact(totals.totalSupplyUsd, { prefix: '$' }) : pending}
        />
        <Headline
          label="Total borrowed"
          value={totals ? formatCompact(totals.totalBorrowUsd, { prefix: '$' }) : pending}
        />
        <Headline
          label="Best supply APY"
          value={
            totals ? (
              totals.bestSupply ? (
                `${formatApy(totals.bestSupply.apy)} ${totals.bestSupply.symbol}`
              ) : (
                <NoValue reason="No reserve pays a supply APY" />
              )
            ) : (
              pending
            )
          }
        />
        <Headline label="Markets" value={totals ? String(totals.marketCount) : pending} />
      </dl>
      <ul className="keel-landing__products">
        {PRODUCTS.map((product) => (
          <li key={product.name} className="keel-landing__product">
            <h2 className="keel-section-title">
              <Link to={product.to}>{product.name}</Link>
            </h2>
            <p>{product.text}</p>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
