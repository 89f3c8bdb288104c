import { useApiClientState } from '@keel/api-client/react';
import {
  formatTokenAmount,
  formatUsd,
  inputDecimalsFor,
  tokenAmountDisplay,
  truncateToDecimals,
} from '@keel/core-math';
import { AmountInput, Button, NoValue, TokenSelect, type TokenSelectOption } from '@keel/ui-kit';
import { useMemo } from 'react';
import { ActionSubmitButton } from '../../../actions/ActionSubmitButton';
import { amountProblem, parseAmount, tightestLimit } from '../../../actions/amountProblem';
import { useSubmitAction } from '../../../actions/useSubmitAction';
import { TokenLogo } from '../../../common/TokenLogo';
import { useSettings } from '../../../settings/TransactionSettingsContext';
import type { SwapFormState } from '../data/swapFormState';
import { swapAmountLimits } from '../data/swapLimits';
import { quoteFigures, slippageBps, toBaseUnits } from '../data/swapPreview';
import { type SwapToken, unknownToken } from '../data/swapTokens';
import { useSearchedTokens } from '../data/useSearchedTokens';
import { useSwapQuote } from '../data/useSwapQuote';
import { QuotePanel } from './QuotePanel';
import { TokenWarning } from './TokenWarning';

export interface SwapFormProps {
  wallet?: string;
  tokens: readonly SwapToken[];
  fromFallback: boolean;
  form: SwapFormState;
  onForm: (next: SwapFormState) => void;
}

const amountText = (value: SwapToken['balance'], token: SwapToken) =>
  formatTokenAmount(value, { ...tokenAmountDisplay(token.symbol), symbol: token.symbol });

function tokenOption(token: SwapToken): TokenSelectOption {
  return {
    id: token.mint,
    symbol: token.symbol,
    name: token.name,
    verified: token.verified,
    ...(token.balance.gt(0) ? { balanceText: amountText(token.balance, token) } : {}),
  };
}

/**
 * The swap form as the action kit builds every form: amount → quote rows → submit through the
 * one pipeline. What was typed stays after a failure; a landed swap clears it.
 */
export function SwapForm({ wallet, tokens: listed, fromFallback, form, onForm }: SwapFormProps) {
  const search = useSearchedTokens(listed);
  const tokens = search.all;
  const byMint = useMemo(() => new Map(tokens.map((t) => [t.mint, t])), [tokens]);
  const find = (mint: string | undefined) =>
    mint === undefined ? undefined : (byMint.get(mint) ?? unknownToken(mint));
  const input = find(form.inputMint);
  const output = find(form.outputMint);
  const options = useMemo(() => tokens.map(tokenOption), [tokens]);
  const slippage = useSettings((state) => state.slippage);
  const submitter = useSubmitAction('increase');
  const api = useApiClientState();

  const typed = parseAmount(form.amount);
  const limits = input ? swapAmountLimits(input, wallet !== undefined) : [];
  const max = tightestLimit(limits);
  const problem = amountProblem(form.amount, limits);
  const decimals = input ? inputDecimalsFor(input) : 0;

  const params =
    input && output && input.mint !== output.mint && typed?.gt(0)
      ? {
          inputMint: input.mint,
          outputMint: output.mint,
          amount: toBaseUnits(typed, input.decimals),
          slippageBps: slippageBps(slippage),
        }
      : undefined;
  const quote = useSwapQuote(params);
  const quoted = quote.query.data;
  const figures = quoted && input && output ? quoteFigures(quoted, input, output) : undefined;

  const set = (patch: Partial<SwapFormState>) => onForm({ ...form, ...patch });
  const choose = (side: 'inputMint' | 'outputMint', mint: string) => {
    search.remember(mint);
    const other = side === 'inputMint' ? form.outputMint : form.inputMint;
    // Picking the other side's token swaps the two rather than leaving a pair of one token.
    if (mint === other) set({ inputMint: form.outputMint, outputMint: form.inputMint });
    else set({ [side]: mint });
  };
  const reverse = () => set({ inputMint: form.outputMint, outputMint: form.inputMint });

  const quoteProblem =
    problem === undefined && (quoted === undefined || quote.outdated)
      ? 'Getting a quote…'
      : undefined;

  const onSubmit = async () => {
    if (!input || !output || wallet === undefined || api.status !== 'ready') return;
    const label = `Swap ${form.amount} ${input.symbol} to ${output.symbol}`;
    const results = await submitter.submit({
      failure: 'swap',
      // The toast names the swap even when its set-up goes first as a transaction of its own.
      description: label,
      requests: async () => {
        // A quote past its countdown is asked again before anything is signed.
        let current = quote.query.data;
        if (current === undefined || quote.isExpired()) {
          const fresh = await quote.query.refetch();
          if (fresh.data === undefined) throw fresh.error ?? new Error('No quote');
          current = fresh.data;
        }
        const instructions = await api.client.swap.instructions({
          quote: current,
          userPublicKey: wallet,
        });
        const lib = await import('../data/swapRequests');
        const check = lib.swapCheck(current, output);
        return lib.swapRequests({ instructions, payer: wallet, label, check });
      },
    });
    if (results !== null) set({ amount: '' });
  };

  if (!input || !output) return null;
  return (
    <section className="keel-swap__card" aria-label="Swap">
      {fromFallback ? (
        <p className="keel-swap__note" role="status">
          The token list could not be loaded; showing the bundled list.
        </p>
      ) : null}
      <AmountInput
        label="You pay"
        value={form.amount}
        onChange={(amount) => set({ amount })}
        decimals={decimals}
        symbol={input.symbol}
        tokenSlot={
          <TokenSelect
            label="From token"
            align="end"
            options={options}
            value={input.mint}
            onSelect={(mint) => choose('inputMint', mint)}
            onQueryChange={search.onQueryChange}
            renderLogo={(option) => (
              <TokenLogo mint={option.id} symbol={option.symbol} decorative />
            )}
          />
        }
        {...(wallet === undefined
          ? {}
          : {
              balance: {
                text: `Balance: ${amountText(input.balance, input)}`,
                ...(max ? { max: truncateToDecimals(max, decimals).toFixed() } : {}),
              },
              onMax: (amount: string) => set({ amount }),
              onHalf: (amount: string) => set({ amount }),
            })}
        usdValue={typed && input.price ? `≈ ${formatUsd(typed.times(input.price))}` : undefined}
        error={form.amount !== '' ? problem : undefined}
      />
      <div className="keel-swap__reverse">
        <Button variant="secondary" size="sm" aria-label="Reverse tokens" onClick={reverse}>
          ⇅
        </Button>
      </div>
      <div className="keel-swap__receive">
        <div className="keel-swap__receive-head">
          <span id="keel-swap-receive-label">You receive</span>
          {wallet !== undefined ? (
            <span className="keel-swap__balance">
              Balance: {amountText(output.balance, output)}
            </span>
          ) : null}
        </div>
        <div className="keel-swap__receive-row">
          <output
            className="keel-swap__out"
            aria-labelledby="keel-swap-receive-label"
            data-outdated={quote.outdated || undefined}
          >
            {figures ? (
              amountText(figures.outAmount, output)
            ) : (
              <NoValue
                reason={
                  params === undefined
                    ? 'Enter an amount to get a quote'
                    : quote.query.isError
                      ? 'No quote: the route could not be found'
                      : 'Getting a quote…'
                }
              />
            )}
          </output>
          <TokenSelect
            label="To token"
            align="end"
            options={options}
            value={output.mint}
            onSelect={(mint) => choose('outputMint', mint)}
            onQueryChange={search.onQueryChange}
            renderLogo={(option) => (
              <TokenLogo mint={option.id} symbol={option.symbol} decorative />
            )}
          />
        </div>
        {figures && output.price ? (
          <span className="keel-swap__usd">
            ≈ {formatUsd(figures.outAmount.times(output.price))}
          </span>
        ) : null}
      </div>
      <TokenWarning token={input} />
      <TokenWarning token={output} />
      <QuotePanel quote={quote} input={input} output={output} requested={params !== undefined} />
      <ActionSubmitButton
        label="Swap"
        reason={submitter.blockedReason ?? problem ?? quoteProblem}
        submitting={submitter.submitting}
        onSubmit={() => void onSubmit()}
      />
    </section>
  );
}
