import { describe, expect, it } from 'vitest';
import { BENIGN_ERROR_TEXTS, isBenignError } from './benign';
import { extractErrorMessage } from './extract';
import {
  failedToLoadFeesAndRewardsMessage,
  failedToLoadResourcesMessage,
  failedToLoadUserPnlMessage,
  INTERNAL_ERROR_MESSAGES,
  invalidEnvironmentMessage,
  LOAD_ERROR_MESSAGES,
  reserveNotFoundMessage,
} from './messages';

describe('extractErrorMessage', () => {
  // Every level set at once; removing the winning level must reveal the next one in order.
  const levels: Array<[string, (text: string) => Record<string, unknown>]> = [
    ['msg', (t) => ({ msg: t })],
    ['error.msg', (t) => ({ error: { msg: t } })],
    ['err.msg', (t) => ({ err: { msg: t } })],
    ['err.error.msg', (t) => ({ err: { error: { msg: t } } })],
    ['message', (t) => ({ message: t })],
    ['error.message', (t) => ({ error: { message: t } })],
    ['err.message', (t) => ({ err: { message: t } })],
    ['err.error.message', (t) => ({ err: { error: { message: t } } })],
  ];

  function merge(parts: Array<Record<string, unknown>>): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    const assign = (target: Record<string, unknown>, source: Record<string, unknown>) => {
      for (const [key, value] of Object.entries(source)) {
        if (typeof value === 'object' && value !== null) {
          target[key] ??= {};
          assign(target[key] as Record<string, unknown>, value as Record<string, unknown>);
        } else target[key] = value;
      }
    };
    for (const part of parts) assign(out, part);
    return out;
  }

  it.each(levels.map((level, index) => [level[0], index] as const))(
    'picks %s when no earlier path has a message',
    (name, index) => {
      const error = merge(levels.slice(index).map(([path, make]) => make(path)));
      expect(extractErrorMessage(error)).toBe(name);
    },
  );

  it('reads Error objects, strings, and gives undefined when there is nothing', () => {
    expect(extractErrorMessage(new Error('boom'))).toBe('boom');
    expect(extractErrorMessage('plain')).toBe('plain');
    expect(extractErrorMessage({ msg: '', message: 'second' })).toBe('second');
    expect(extractErrorMessage(null)).toBeUndefined();
    expect(extractErrorMessage(42)).toBeUndefined();
  });
});

describe('isBenignError', () => {
  it.each(BENIGN_ERROR_TEXTS.flatMap((text) => [text, text.toUpperCase(), text.toLowerCase()]))(
    'treats "%s" as benign whatever its case',
    (text) => {
      expect(isBenignError(new Error(`Wallet said: ${text}.`))).toBe(true);
    },
  );

  it("matches 'Intercepted Network Error' only with its exact case", () => {
    expect(isBenignError({ message: 'Intercepted Network Error: blocked' })).toBe(true);
    expect(isBenignError({ message: 'intercepted network error: blocked' })).toBe(false);
    expect(isBenignError({ message: 'INTERCEPTED NETWORK ERROR' })).toBe(false);
  });

  it('uses the extraction order (msg before message)', () => {
    expect(isBenignError({ msg: 'Real failure', message: 'User rejected' })).toBe(false);
    expect(isBenignError({ err: { error: { msg: 'user rejected the request' } } })).toBe(true);
  });

  it('reports everything else', () => {
    expect(isBenignError(new Error('network error status: 500'))).toBe(false);
    expect(isBenignError(undefined)).toBe(false);
  });
});

describe('spec texts', () => {
  it('are spelt as specified', () => {
    expect(LOAD_ERROR_MESSAGES).toMatchObject({
      userPositions: 'Failed to load user positions',
      strategies: 'Failed to load strategies',
      diyVaults: 'Failed to load DIY Vaults',
      transactionsHistory: 'Failed to load transactions history',
      loadingError: 'Loading error',
      technicalError: 'Technical error',
      marketsNotLoaded: 'Markets are not loaded',
    });
    expect(INTERNAL_ERROR_MESSAGES.referrerCodeLookup).toBe('Error getting referrer code data');
  });

  it('fill in the product, strategy, reserve and environment', () => {
    expect(failedToLoadResourcesMessage('Acme')).toBe('Failed to load Acme resources');
    expect(failedToLoadUserPnlMessage('S1')).toBe('Failed to load user PnL for strategy S1');
    expect(failedToLoadFeesAndRewardsMessage('S1')).toBe(
      'Failed to load latest user fees and rewards values for strategy S1',
    );
    expect(reserveNotFoundMessage('R1')).toBe('Reserve R1 is not found');
    expect(invalidEnvironmentMessage('moon')).toBe('Invalid environment - moon');
  });
});
