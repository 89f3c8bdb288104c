import { Skeleton } from '@keel/ui-kit';
import { Link, useLocation } from 'react-router-dom';
import { useBrand } from '../../../../brand/BrandContext';
import { ConnectPrompt } from '../../../../common/ConnectPrompt';
import { LoadError } from '../../../../common/LoadError';
import { PageFrame } from '../../../../layout/PageFrame';
import { brandText } from '../../../../routing/brandText';
import type { ScreenProps } from '../../../../routing/screenProps';
import type { SwapSide } from '../../data/swap/swapAmounts';
import { useLendingSwapContext } from '../../data/swap/useLendingSwapContext';
import { lendingBaseOf } from '../lendingPaths';
import { ObligationSwapForm } from './ObligationSwapForm';
import './lendingSwap.css';

/**
 * `?obligation=` names the obligation to swap in (anything else falls back to the first);
 * `?mode=debt` opens the debt side.
 */
function searchOf(search: string): { obligation: string | undefined; side: SwapSide } {
  const query = new URLSearchParams(search);
  return {
    obligation: query.get('obligation') ?? undefined,
    side: query.get('mode') === 'debt' ? 'debt' : 'collateral',
  };
}

/**
 * /lending/swap: swap an obligation's collateral or debt into another reserve of its market in
 * one transaction (flash loan, deposit / withdraw or repay / borrow, the swap), with the LTV
 * before and after.
 */
export default function LendingSwapScreen({ route }: ScreenProps<'lendingSwap'>) {
  const brand = useBrand();
  const base = lendingBaseOf(route);
  const { search } = useLocation();
  const wanted = searchOf(search);
  const context = useLendingSwapContext(wanted.obligation);
  return (
    <PageFrame title={brandText(route.title, brand)} subtitle={brandText(route.description, brand)}>
      <section className="keel-lending-swap" aria-label="Swap inside a position">
        {context.status === 'disconnected' ? (
          <ConnectPrompt text="Connect a wallet to swap collateral or debt" />
        ) : context.status === 'loading' ? (
          <Skeleton shape="block" height={360} />
        ) : context.status === 'error' ? (
          <LoadError
            title="Failed to load user positions"
            error={context.error}
            onRetry={context.retry}
          />
        ) : context.status === 'empty' ? (
          <div className="keel-lending-swap__empty">
            <p>You have no lending position with collateral to swap.</p>
            <Link className="keel-button keel-button--primary" to={base}>
              Go to the markets
            </Link>
          </div>
        ) : (
          <ObligationSwapForm
            key={`${context.obligation.address.toBase58()}:${wanted.side}`}
            data={context}
            base={base}
            initialSide={wanted.side}
          />
        )}
      </section>
    </PageFrame>
  );
}
