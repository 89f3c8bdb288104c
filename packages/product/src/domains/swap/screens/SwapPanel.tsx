import { Skeleton } from '@keel/ui-kit';
import { useNavigate } from 'react-router-dom';
import { LoadError } from '../../../common/LoadError';
import { pairIdOf, resolvePairSide } from '../data/limit/limitMath';
import type { SwapFormState } from '../data/swapFormState';
import { defaultPair } from '../data/swapLimits';
import type { HeldToken, SwapToken } from '../data/swapTokens';
import { useSwapTokens } from '../data/useSwapTokens';
import { LimitOrderForm } from './LimitOrderForm';
import { LimitOrdersPanel } from './LimitOrdersPanel';
import { SwapForm } from './SwapForm';

export type SwapMode = 'market' | 'limit';

/** The pair of the URL among the tokens, else the default pair (with a note). */
function choosePair(
  tokens: readonly SwapToken[],
  requested: { input: string; output: string } | null,
) {
  const fallback = defaultPair(tokens);
  if (requested === null) return { ...fallback, unknown: false };
  const input = resolvePairSide(requested.input, tokens);
  const output = resolvePairSide(requested.output, tokens);
  if (input === undefined || output === undefined || input === output) {
    return { ...fallback, unknown: true };
  }
  return { input, output, unknown: false };
}

/** A token's side in a pairId: its symbol when that finds it again, else its mint. */
function sideId(token: SwapToken, tokens: readonly SwapToken[]): string {
  return resolvePairSide(token.symbol, tokens) === token.mint ? token.symbol : token.mint;
}

/** The token list's states around the forms: skeleton, failure with Retry, the market or limit form. */
export function SwapPanel(props: {
  wallet?: string;
  held: readonly HeldToken[];
  form: SwapFormState;
  onForm: (next: SwapFormState) => void;
  mode?: SwapMode;
  pair?: { input: string; output: string } | null;
}) {
  const list = useSwapTokens(props.held);
  const navigate = useNavigate();
  if (list.error !== null) {
    return (
      <LoadError title="Failed to load the token list" error={list.error} onRetry={list.retry} />
    );
  }
  if (list.loading) return <Skeleton shape="block" height={420} />;
  if (list.tokens.length < 2) {
    return <p className="keel-swap__empty">No tokens can be swapped right now.</p>;
  }
  const pair = choosePair(list.tokens, props.pair ?? null);
  const note = pair.unknown ? (
    <p className="keel-swap__note" role="status">
      That pair is not in the token list; showing the default pair.
    </p>
  ) : null;
  if (props.mode === 'limit') {
    const input = list.tokens.find((t) => t.mint === pair.input);
    const output = list.tokens.find((t) => t.mint === pair.output);
    if (!input || !output) return null;
    const onPair = (inputMint: string, outputMint: string) => {
      const a = list.tokens.find((t) => t.mint === inputMint);
      const b = list.tokens.find((t) => t.mint === outputMint);
      if (!a || !b) return;
      const id = pairIdOf({ symbol: sideId(a, list.tokens) }, { symbol: sideId(b, list.tokens) });
      navigate(`/swap/limit/${encodeURIComponent(id)}`);
    };
    return (
      <div className="keel-swap__limit">
        {note}
        <LimitOrderForm
          {...(props.wallet === undefined ? {} : { wallet: props.wallet })}
          tokens={list.tokens}
          input={input}
          output={output}
          onPair={onPair}
        />
        {props.wallet === undefined ? (
          <p className="keel-swap__note">Connect a wallet to see your limit orders.</p>
        ) : (
          <LimitOrdersPanel wallet={props.wallet} tokens={list.tokens} />
        )}
      </div>
    );
  }
  const form = {
    ...props.form,
    inputMint: props.form.inputMint ?? pair.input,
    outputMint: props.form.outputMint ?? pair.output,
  };
  return (
    <>
      {note}
      <SwapForm
        {...(props.wallet === undefined ? {} : { wallet: props.wallet })}
        tokens={list.tokens}
        fromFallback={list.fromFallback}
        form={form}
        onForm={props.onForm}
      />
    </>
  );
}
