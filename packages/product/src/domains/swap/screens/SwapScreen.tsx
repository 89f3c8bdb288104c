import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useBrand } from '../../../brand/BrandContext';
import { useFlags } from '../../../flags/FlagsContext';
import { PageFrame } from '../../../layout/PageFrame';
import { brandText } from '../../../routing/brandText';
import type { ScreenProps } from '../../../routing/screenProps';
import { useWalletState } from '../../../wallet/WalletStoreContext';
import { parsePairId } from '../data/limit/limitMath';
import type { SwapFormState } from '../data/swapFormState';
import type { HeldToken } from '../data/swapTokens';
import { useHeldTokens } from '../data/useHeldTokens';
import { SwapModeTabs } from './SwapModeTabs';
import { type SwapMode, SwapPanel } from './SwapPanel';

const NO_HOLDINGS: readonly HeldToken[] = [];
const DEFAULT_PAIR_ID = 'SOL-USDC';

const isMode = (value: string): value is SwapMode => value === 'market' || value === 'limit';

/**
 * The swap (`/swap`, and `/swap/{mode}/{pairId}` behind the limit-orders flag): a market swap of
 * a pair, or a limit order with the wallet's open orders and history.
 */
export default function SwapScreen({ route, params }: ScreenProps<'swap'>) {
  const brand = useBrand();
  const flags = useFlags();
  const wallet = useWalletState((state) => state.session?.address);
  // The form's state lives here so connecting a wallet keeps what was typed.
  const [form, setForm] = useState<SwapFormState>({ amount: '' });
  const requestedMode = params.mode ?? 'market';
  const title = brandText(route.title, brand);
  const subtitle = brandText(route.description, brand);
  if (!isMode(requestedMode)) {
    return (
      <PageFrame title={title} subtitle={subtitle}>
        <p className="keel-swap__note" role="alert">
          “{requestedMode}” is not an order type: choose market or limit.{' '}
          <Link to="/swap">Back to swap</Link>
        </p>
      </PageFrame>
    );
  }
  const mode = flags.limitOrders ? requestedMode : 'market';
  const pair = parsePairId(params.pairId);
  const panel = {
    form,
    onForm: setForm,
    mode,
    pair,
  };
  return (
    <PageFrame title={title} subtitle={subtitle}>
      {flags.limitOrders ? (
        <SwapModeTabs mode={mode} pairId={params.pairId ?? DEFAULT_PAIR_ID} />
      ) : null}
      <div className="keel-swap">
        {wallet === undefined ? (
          <SwapPanel held={NO_HOLDINGS} {...panel} />
        ) : (
          <WalletSwapPanel key={wallet} wallet={wallet} {...panel} />
        )}
      </div>
    </PageFrame>
  );
}

function WalletSwapPanel(props: {
  wallet: string;
  form: SwapFormState;
  onForm: (next: SwapFormState) => void;
  mode: SwapMode;
  pair: { input: string; output: string } | null;
}) {
  const { held } = useHeldTokens(props.wallet);
  return <SwapPanel held={held} {...props} />;
}
