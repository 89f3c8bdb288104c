import { describe, expect, it } from 'vitest';
import { createNavigationHistory, NAVIGATION_HISTORY_LIMIT } from './navigationHistory';

describe('navigation history', () => {
  it('keeps the last 20 paths, newest last', () => {
    const store = createNavigationHistory();
    for (let i = 0; i < 25; i++) store.getState().record(`/p${i}`);
    const { paths } = store.getState();
    expect(paths).toHaveLength(NAVIGATION_HISTORY_LIMIT);
    expect(paths[0]).toBe('/p5');
    expect(paths.at(-1)).toBe('/p24');
  });

  it('does not record the same path twice in a row', () => {
    const store = createNavigationHistory();
    store.getState().record('/a');
    store.getState().record('/a');
    store.getState().record('/b');
    store.getState().record('/a');
    expect(store.getState().paths).toEqual(['/a', '/b', '/a']);
  });
});
