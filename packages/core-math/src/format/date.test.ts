import { describe, expect, it } from 'vitest';
import { formatCount, formatDateTimeUtc, formatDateUtc } from './date';

describe('dates and counts', () => {
  it('writes moments in UTC whatever the machine’s zone', () => {
    const t = Date.UTC(2026, 10, 25, 7, 5, 59);
    expect(formatDateTimeUtc(t)).toBe('2026-11-25 07:05 UTC');
    expect(formatDateTimeUtc(new Date(t))).toBe('2026-11-25 07:05 UTC');
    expect(formatDateUtc(t)).toBe('2026-11-25');
    expect(formatDateTimeUtc(Number.NaN)).toBe('-');
    expect(formatDateUtc(new Date('garbage'))).toBe('-');
  });

  it('groups whole counts by thousands', () => {
    expect(formatCount(12_345)).toBe('12,345');
    expect(formatCount(12_650n)).toBe('12,650');
    expect(formatCount('1234567.6')).toBe('1,234,568');
    expect(formatCount(-1500)).toBe('-1,500');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(undefined)).toBe('-');
  });
});
