import type { FetchLike } from '@keel/api-client';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/AppProviders';
import { drainMicrotasks } from '../../../testing/drainMicrotasks';
import { screenTestContext } from '../../../testing/renderScreen';
import { reserveView } from '../../lending/data/reserveView';
import { reserveFixture, testKey } from '../../lending/data/testing/reserveFixture';
import { seedLending } from '../../lending/data/testing/seedLending';
import { useLandingTotals } from './useLandingTotals';

describe('useLandingTotals', () => {
  it('waits for the staking yields, then counts them in the best supply APY as the markets list does', async () => {
    const market = testKey(70);
    const fixture = (n: number, symbol: string, available: string, borrowed: string) =>
      reserveFixture({
        address: testKey(70 + n),
        market,
        symbol,
        decimals: 9,
        mint: testKey(80 + n),
        available,
        borrowed,
        price: '150',
      });
    const jitoSol = fixture(1, 'JitoSOL', '900', '100');
    const busy = fixture(2, 'BUSY', '100', '900');
    const input = { slotDurationMs: 400, nowSeconds: 0 };
    const jitoPlain = reserveView(jitoSol, input).apys.totalDepositApy;
    const busyTotal = reserveView(busy, input).apys.totalDepositApy;
    // Enough staking yield to lift the quiet JitoSOL reserve above the busy one.
    const stakingApy = busyTotal.minus(jitoPlain).plus('0.01');
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const body = JSON.stringify([
      { apy: stakingApy.toFixed(), tokenMint: jitoSol.liquidity.mintPubkey.toBase58() },
    ]);
    let asked: () => void = () => undefined;
    const yieldsAsked = new Promise<void>((resolve) => {
      asked = resolve;
    });
    const fetch: FetchLike = async (url) => {
      if (!url.includes('/v2/staking-yields/median')) throw new Error('offline');
      asked();
      await answered;
      return { ok: true, status: 200, text: async () => body };
    };
    const seed = seedLending(
      [
        {
          config: {
            name: 'Main Market',
            lendingMarket: market.toBase58(),
            isPrimary: true,
            description: '',
            lookupTable: '',
            isCurated: false,
          },
          reserves: [jitoSol, busy],
        },
      ],
      { fetch },
    );
    const context = screenTestContext({ seeds: [seed] });
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(AppProviders, { context, children });
    const { result } = renderHook(() => useLandingTotals(), { wrapper });
    // Until the staking yields answer the best supply APY could still change: no totals yet.
    await yieldsAsked;
    await act(drainMicrotasks);
    expect(result.current.totals).toBeUndefined();
    expect(busyTotal.gt(jitoPlain)).toBe(true);
    answer();
    await waitFor(() => expect(result.current.totals?.bestSupply?.symbol).toBe('JitoSOL'));
    expect(result.current.totals?.bestSupply?.apy.eq(jitoPlain.plus(stakingApy))).toBe(true);
  });
});
