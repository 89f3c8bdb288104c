import { Skeleton } from '@keel/ui-kit';
import { LoadError } from '../../../common/LoadError';
import type { SwapFormState } from '../data/swapFormState';
import { defaultPair } from '../data/swapLimits';
import type { HeldToken } from '../data/swapTokens';
import { useSwapTokens } from '../data/useSwapTokens';
import { SwapForm } from './SwapForm';

/** The token list's states around the form: skeleton, failure with Retry, the form. */
export function SwapPanel(props: {
  wallet?: string;
  held: readonly HeldToken[];
  form: SwapFormState;
  onForm: (next: SwapFormState) => void;
}) {
  const list = useSwapTokens(props.held);
  if (list.error !== null) {
    return (
      <LoadError title="Failed to load the token list" error={list.error} onRetry={list.retry} />
    );
  }
  if (list.loading) return <Skeleton shape="block" height={420} />;
  if (list.tokens.length < 2) {
    return <p className="keel-swap__empty">No tokens can be swapped right now.</p>;
  }
  const pair = defaultPair(list.tokens);
  const form = {
    ...props.form,
    inputMint: props.form.inputMint ?? pair.input,
    outputMint: props.form.outputMint ?? pair.output,
  };
  return (
    <SwapForm
      {...(props.wallet === undefined ? {} : { wallet: props.wallet })}
      tokens={list.tokens}
      fromFallback={list.fromFallback}
      form={form}
      onForm={props.onForm}
    />
  );
}
