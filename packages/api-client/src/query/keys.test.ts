import { describe, expect, it } from 'vitest';
import { apiKeys } from './keys';

function startsWith(key: readonly unknown[], prefix: readonly unknown[]): boolean {
  return prefix.every((part, index) => JSON.stringify(key[index]) === JSON.stringify(part));
}

describe('query keys', () => {
  it('hold every input of a lending query, from domain down to the leaf', () => {
    const key = apiKeys.lending.obligationPnl('devnet', 'Prog', 'Mkt', 'Obl', {
      pnlMode: 'obligation_all_time',
      useStakeRate: true,
    });
    expect(key).toEqual([
      'api',
      'lending',
      'devnet',
      'Prog',
      'market',
      'Mkt',
      'obligation',
      'Obl',
      'pnl',
      { pnlMode: 'obligation_all_time', useStakeRate: true },
    ]);
    expect(startsWith(key, apiKeys.lending.market('devnet', 'Prog', 'Mkt'))).toBe(true);
    expect(startsWith(key, apiKeys.lending.all('devnet', 'Prog'))).toBe(true);
  });

  it("nest a market's leverage metrics under the market", () => {
    const key = apiKeys.lending.leverageMetrics('devnet', 'Prog', 'Mkt');
    expect(key).toEqual(['api', 'lending', 'devnet', 'Prog', 'market', 'Mkt', 'leverageMetrics']);
  });

  it('nest user keys under the strategy and keep every range bound', () => {
    const key = apiKeys.strategies.userPnlHistory('mainnet-beta', 'S', 'W', {
      start: '2025-01-01',
      end: Date.UTC(2025, 1, 1),
    });
    expect(key).toEqual([
      'api',
      'strategies',
      'mainnet-beta',
      'strategy',
      'S',
      'user',
      'W',
      'pnlHistory',
      { start: Date.UTC(2025, 0, 1), end: Date.UTC(2025, 1, 1) },
    ]);
    expect(startsWith(key, apiKeys.strategies.user('mainnet-beta', 'S', 'W'))).toBe(true);
  });

  it('give equal keys for equal moments written differently', () => {
    expect(
      apiKeys.prices.history('mainnet-beta', 'SOL', { start: '2025-01-01T00:00:00Z' }),
    ).toEqual(apiKeys.prices.history('mainnet-beta', 'SOL', { start: Date.UTC(2025, 0, 1) }));
  });

  it('differ when any input differs', () => {
    const base = apiKeys.points.breakdown('mainnet-beta', 3, 'W');
    expect(apiKeys.points.breakdown('devnet', 3, 'W')).not.toEqual(base);
    expect(apiKeys.points.breakdown('mainnet-beta', 2, 'W')).not.toEqual(base);
    expect(apiKeys.points.breakdown('mainnet-beta', 3, 'V')).not.toEqual(base);
    expect(apiKeys.strategies.performance('mainnet-beta', 'S', '2025-01-01', true)).not.toEqual(
      apiKeys.strategies.performance('mainnet-beta', 'S', '2025-01-01', false),
    );
  });

  it('treat the same mint set as the same batch, per environment', () => {
    const env = 'mainnet-beta';
    expect(apiKeys.tokens.batch(env, ['B', 'A', 'B'])).toEqual(
      apiKeys.tokens.batch(env, ['A', 'B']),
    );
    expect(apiKeys.tokens.batch(env, ['A'])).not.toEqual(apiKeys.tokens.batch(env, ['A', 'C']));
    expect(apiKeys.tokens.batch('localnet', ['A'])).not.toEqual(apiKeys.tokens.batch(env, ['A']));
    expect(apiKeys.prices.latest(env, ['B', 'A'])).toEqual(apiKeys.prices.latest(env, ['A', 'B']));
    expect(apiKeys.prices.latest('devnet', ['A'])).not.toEqual(apiKeys.prices.latest(env, ['A']));
  });
});
