import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error';
import { checkEnv, intParam, isAddress, parseTime } from './params';

describe('parseTime', () => {
  it('reads ISO, dates, epoch milliseconds and epoch seconds', () => {
    const ms = Date.UTC(2025, 0, 2, 3, 4, 5);
    expect(parseTime('2025-01-02T03:04:05.000Z', 'start')).toBe(ms);
    expect(parseTime('2025-01-02', 'start')).toBe(Date.UTC(2025, 0, 2));
    expect(parseTime(String(ms), 'start')).toBe(ms);
    expect(parseTime(String(ms / 1000), 'start')).toBe(ms);
  });

  it('refuses text that is no time', () => {
    expect(() => parseTime('yesterday', 'start')).toThrow(HttpError);
  });
});

describe('parameters', () => {
  it('bounds integers', () => {
    const query = new URLSearchParams({ limit: '2000' });
    expect(() => intParam(query, 'limit', { min: 1, max: 1000, fallback: 50 })).toThrow(/limit/);
    expect(intParam(new URLSearchParams(), 'limit', { min: 1, max: 1000, fallback: 50 })).toBe(50);
  });

  it('accepts the known envs only', () => {
    expect(() => checkEnv(new URLSearchParams({ env: 'localnet' }))).not.toThrow();
    expect(() => checkEnv(new URLSearchParams({ env: 'moon' }))).toThrow(HttpError);
  });

  it('recognises 32-byte base58 addresses', () => {
    expect(isAddress('So11111111111111111111111111111111111111112')).toBe(true);
    expect(isAddress('So1111111111111111111111111111111111111111O')).toBe(false);
    expect(isAddress('abc')).toBe(false);
  });
});
