import { Keypair } from '@solana/web3.js';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen, type ScreenSeed, withWallet } from '../../../testing/renderScreen';
import { type FakeSwapRoutes, withFakeSwapApi } from '../data/testing/fakeSwapApi';

const SOL = 'So11111111111111111111111111111111111111112';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const ME = Keypair.generate().publicKey.toBase58();

const tokens = [
  { mint: SOL, symbol: 'SOL', name: 'Solana', decimals: 9, verified: true },
  { mint: USDC, symbol: 'USDC', name: 'USD Coin', decimals: 6, verified: true },
];

function quoteFor(query: URLSearchParams) {
  const input = query.get('inputMint');
  const amount = query.get('amount') ?? '0';
  const out = input === SOL ? (BigInt(amount) * 150n) / 1000n : (BigInt(amount) * 1000n) / 150n;
  return {
    inputMint: input,
    inAmount: amount,
    outputMint: query.get('outputMint'),
    outAmount: out.toString(),
    otherAmountThreshold: ((out * 9950n) / 10000n).toString(),
    swapMode: 'ExactIn',
    slippageBps: Number(query.get('slippageBps')),
    priceImpactPct: '0.001',
    routePlan: [
      {
        swapInfo: {
          ammKey: 'Amm',
          label: 'Sandbox Swap',
          inputMint: input,
          outputMint: query.get('outputMint'),
          inAmount: amount,
          outAmount: out.toString(),
          feeAmount: '0',
          feeMint: input,
        },
        percent: 100,
      },
    ],
    contextSlot: 1,
  };
}

const BONK = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';

const routes =
  (options: { listFails?: boolean; searchFails?: boolean } = {}): FakeSwapRoutes =>
  (path, query) => {
    if (path.endsWith('-swap/tokens/search')) {
      if (options.searchFails) return { status: 500, json: { error: 'down' } };
      return {
        json: [{ mint: BONK, symbol: 'BONK', name: 'Bonk', decimals: 5, verified: false }],
      };
    }
    if (path.endsWith('-swap/tokens'))
      return options.listFails ? { status: 500, json: { error: 'down' } } : { json: tokens };
    if (path === '/swap/v1/quote') return { json: quoteFor(query) };
    return undefined;
  };

/** Every flag on but withdraw-only, which refuses swaps (an 'increase' action). */
const flags = { withdrawOnly: false };

/** Wallet controls, so the gate lets a connected wallet through (nothing is signed here). */
const withControls: ScreenSeed = (context) =>
  context.walletStore.getState().setRuntime({
    controls: {
      connect: async () => undefined,
      disconnect: async () => undefined,
      signer: () => null,
      signMessage: async () => new Uint8Array(64),
    },
  });

const card = () => screen.getByRole('region', { name: 'Swap' });

describe('the swap screen', () => {
  it('quotes the typed amount at the user’s slippage and shows the minimum received', async () => {
    const calls: string[] = [];
    renderScreen('swap', '/swap', { flags, seeds: [withFakeSwapApi(routes(), calls)] });
    const field = await screen.findByRole('textbox', { name: /You pay/ });
    expect(within(card()).getByRole('button', { name: /From token SOL/ })).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: /To token USDC/ })).toBeInTheDocument();
    await userEvent.type(field, '2');
    const preview = await screen.findByText('Minimum received', {}, { timeout: 3000 });
    expect(preview.nextElementSibling?.textContent).toContain('298.50 USDC');
    expect(screen.getByText('Sandbox Swap')).toBeInTheDocument();
    expect(screen.getByText(/Quote refreshes in \d+s/)).toBeInTheDocument();
    const quote = calls.find((call) => call.startsWith('GET /swap/v1/quote'));
    expect(quote).toContain('amount=2000000000');
    expect(quote).toContain('slippageBps=');
    // Not connected: the gate's reason is the button's text.
    expect(card().querySelector('.keel-action-submit')?.textContent).toMatch(/connect/i);
  });

  it('reverses the pair and quotes the other way', async () => {
    const calls: string[] = [];
    renderScreen('swap', '/swap', { flags, seeds: [withFakeSwapApi(routes(), calls)] });
    await userEvent.type(await screen.findByRole('textbox', { name: /You pay/ }), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Reverse tokens' }));
    expect(within(card()).getByRole('button', { name: /From token USDC/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        calls.some((c) => c.includes(`inputMint=${USDC}`) && c.includes('amount=3000000')),
      ).toBe(true),
    );
  });

  it('refuses an amount above the wallet’s balance with the kit’s copy', async () => {
    renderScreen('swap', '/swap', {
      flags,
      seeds: [withFakeSwapApi(routes()), withWallet(ME), withControls],
    });
    const field = await screen.findByRole('textbox', { name: /You pay/ });
    await userEvent.type(field, '5');
    await waitFor(() =>
      expect(card().querySelector('.keel-action-submit')).toHaveTextContent('Insufficient balance'),
    );
    expect(field).toHaveValue('5');
  });

  it('falls back to the bundled list when the token list fails', async () => {
    renderScreen('swap', '/swap', { flags, seeds: [withFakeSwapApi(routes({ listFails: true }))] });
    expect(
      await screen.findByText('The token list could not be loaded; showing the bundled list.'),
    ).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: /From token SOL/ })).toBeInTheDocument();
  });
});

describe('the swap pickers’ search', () => {
  it('adds what the API search finds, and keeps a found token once chosen', async () => {
    renderScreen('swap', '/swap', { flags, seeds: [withFakeSwapApi(routes())] });
    await userEvent.click(await screen.findByRole('button', { name: /To token USDC/ }));
    await userEvent.type(screen.getByRole('combobox'), 'BON');
    await userEvent.click(await screen.findByRole('option', { name: /BONK/ }));
    expect(within(card()).getByRole('button', { name: /To token BONK/ })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      `BONK is not verified. Check its mint before you swap: ${BONK}`,
    );
  });

  it('searches the bundled list by symbol when the search fails', async () => {
    renderScreen('swap', '/swap', {
      flags,
      seeds: [withFakeSwapApi(routes({ searchFails: true }))],
    });
    await userEvent.click(await screen.findByRole('button', { name: /To token USDC/ }));
    await userEvent.type(screen.getByRole('combobox'), 'USDT');
    expect((await screen.findAllByRole('option', { name: /USDT/ })).length).toBeGreaterThan(0);
  });
});
