import { describe, expect, it } from 'vitest';
import { lazy } from './preloadableLazy';

const Screen = () => null;

describe('preloadable lazy', () => {
  it('downloads once: preload and the first render share one promise', async () => {
    let loads = 0;
    const LazyScreen = lazy(async () => {
      loads += 1;
      return { default: Screen };
    });
    expect(loads).toBe(0);
    const first = LazyScreen.preload();
    expect(LazyScreen.preload()).toBe(first);
    expect((await first).default).toBe(Screen);
    expect(loads).toBe(1);
  });
});
