import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ViewsBuild } from './marketReserveViews';
import type { ReserveView } from './reserveView';
import { useBuiltViews } from './useBuiltViews';

const views = (symbol: string) => [{ symbol } as ReserveView];

/** A build the test settles by hand. */
function pendingBuild() {
  let settle!: { resolve: (v: readonly ReserveView[]) => void; reject: (e: unknown) => void };
  const build: ViewsBuild = new Promise<readonly ReserveView[]>((resolve, reject) => {
    settle = { resolve, reject };
  }).then(
    (value) => Object.assign(build, { status: 'fulfilled', value }).value as readonly ReserveView[],
    (reason: unknown) => {
      Object.assign(build, { status: 'rejected', reason });
      throw reason;
    },
  );
  return { build, ...settle };
}

describe('useBuiltViews', () => {
  it('shows nothing while the first build runs, then its views', async () => {
    const first = pendingBuild();
    const { result } = renderHook(() => useBuiltViews('main', first.build));
    expect(result.current).toEqual({ views: undefined, error: null });
    const built = views('SOL');
    first.resolve(built);
    await waitFor(() => expect(result.current.views).toBe(built));
  });

  it("keeps the market's previous views while a new build runs, not another market's", async () => {
    const first = pendingBuild();
    const { result, rerender } = renderHook(
      ({ market, build }: { market: string; build: ViewsBuild }) => useBuiltViews(market, build),
      { initialProps: { market: 'main', build: first.build } },
    );
    const old = views('SOL');
    first.resolve(old);
    await waitFor(() => expect(result.current.views).toBe(old));
    const second = pendingBuild();
    rerender({ market: 'main', build: second.build });
    expect(result.current.views).toBe(old);
    rerender({ market: 'jito', build: pendingBuild().build });
    expect(result.current.views).toBeUndefined();
    rerender({ market: 'main', build: second.build });
    const fresh = views('USDC');
    second.resolve(fresh);
    await waitFor(() => expect(result.current.views).toBe(fresh));
  });

  it('reports a failed build as the error', async () => {
    const failing = pendingBuild();
    const { result } = renderHook(() => useBuiltViews('main', failing.build));
    failing.reject(new Error('Reserve bytes of the wrong size'));
    await waitFor(() =>
      expect(result.current.error?.message).toBe('Reserve bytes of the wrong size'),
    );
    expect(result.current.views).toBeUndefined();
  });
});
