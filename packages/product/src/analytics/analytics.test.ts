import { describe, expect, it, vi } from 'vitest';
import { safeStorage } from '../storage/safeStorage';
import { createSampledAnalytics, headerEvents, isSampledIn, loadTrackingId } from './analytics';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return safeStorage({
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  });
}

describe('sampling', () => {
  it('samples tracking ids divisible by 50', () => {
    expect(isSampledIn(0, false)).toBe(true);
    expect(isSampledIn(150, false)).toBe(true);
    expect(isSampledIn(151, false)).toBe(false);
    expect(isSampledIn(49, false)).toBe(false);
  });

  it('always samples when always-on', () => {
    expect(isSampledIn(151, true)).toBe(true);
  });

  it('forwards only sampled visitors', () => {
    const sink = { pageView: vi.fn(), track: vi.fn() };
    createSampledAnalytics(sink, { trackingId: 51, alwaysOn: false }).pageView('/x');
    expect(sink.pageView).not.toHaveBeenCalled();
    const analytics = createSampledAnalytics(sink, { trackingId: 100, alwaysOn: false });
    analytics.pageView('/x');
    analytics.track(headerEvents.menu('Swap'));
    expect(sink.pageView).toHaveBeenCalledWith('/x');
    expect(sink.track).toHaveBeenCalledWith('header:menu:Swap', undefined);
  });
});

describe('loadTrackingId', () => {
  it('keeps a stored id', () => {
    expect(loadTrackingId(memoryStorage({ id: '12345' }), 'id')).toBe(12345);
  });

  it('replaces a corrupt value and stores the new id', () => {
    const storage = memoryStorage({ id: '{"bad":true}' });
    const id = loadTrackingId(storage, 'id', () => 0.5);
    expect(id).toBe(500_000_000);
    expect(storage.getItem('id')).toBe('500000000');
  });
});
