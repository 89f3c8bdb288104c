import { useState } from 'react';
import { useBrand } from '../../../brand/BrandContext';
import { PageFrame } from '../../../layout/PageFrame';
import { brandText } from '../../../routing/brandText';
import type { ScreenProps } from '../../../routing/screenProps';
import { useWalletState } from '../../../wallet/WalletStoreContext';
import type { SwapFormState } from '../data/swapFormState';
import type { HeldToken } from '../data/swapTokens';
import { useHeldTokens } from '../data/useHeldTokens';
import { SwapPanel } from './SwapPanel';

const NO_HOLDINGS: readonly HeldToken[] = [];

/** The market swap (`/swap`): pick a pair, type an amount, read the quote, swap. */
export default function SwapScreen({ route }: ScreenProps<'swap'>) {
  const brand = useBrand();
  const wallet = useWalletState((state) => state.session?.address);
  // The form's state lives here so connecting a wallet keeps what was typed.
  const [form, setForm] = useState<SwapFormState>({ amount: '' });
  return (
    <PageFrame title={brandText(route.title, brand)} subtitle={brandText(route.description, brand)}>
      <div className="keel-swap">
        {wallet === undefined ? (
          <SwapPanel held={NO_HOLDINGS} form={form} onForm={setForm} />
        ) : (
          <WalletSwapPanel key={wallet} wallet={wallet} form={form} onForm={setForm} />
        )}
      </div>
    </PageFrame>
  );
}

function WalletSwapPanel(props: {
  wallet: string;
  form: SwapFormState;
  onForm: (next: SwapFormState) => void;
}) {
  const { held } = useHeldTokens(props.wallet);
  return <SwapPanel wallet={props.wallet} held={held} form={props.form} onForm={props.onForm} />;
}
