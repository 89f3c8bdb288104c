import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESIZE_DEBOUNCE_MS, useMediaQuery } from './useMediaQuery';

let narrow = false;

beforeEach(() => {
  vi.useFakeTimers();
  narrow = false;
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: narrow, media: query }) as MediaQueryList),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const resize = () => act(() => void window.dispatchEvent(new Event('resize')));

describe('useMediaQuery', () => {
  it('follows a resize only once it has settled for 300 ms', () => {
    const { result } = renderHook(() => useMediaQuery('(max-width: 767.98px)'));
    expect(result.current).toBe(false);
    narrow = true;
    resize();
    act(() => void vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1));
    expect(result.current).toBe(false);
    // Another resize restarts the wait.
    resize();
    act(() => void vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1));
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    expect(RESIZE_DEBOUNCE_MS).toBe(300);
  });

  it('reads the query at first render and stops listening when unmounted', () => {
    narrow = true;
    const { result, unmount } = renderHook(() => useMediaQuery('(max-width: 767.98px)'));
    expect(result.current).toBe(true);
    unmount();
    narrow = false;
    resize();
    act(() => void vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS));
    expect(result.current).toBe(true);
  });
});
