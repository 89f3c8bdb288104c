import { describe, expect, it } from 'vitest';
import { mapInSlices } from './slices';

function busy(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // spin: stands for decoding work
  }
}

describe('mapInSlices', () => {
  it('maps every item in order', async () => {
    expect(await mapInSlices([1, 2, 3], (n, i) => n * 10 + i)).toEqual([10, 21, 32]);
    expect(await mapInSlices([], (n: number) => n)).toEqual([]);
  });

  it('lets other tasks run between slices once a slice has used its budget', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('other task'), 0);
    await mapInSlices(
      [1, 2, 3, 4],
      (n) => {
        busy(3);
        order.push(`item ${n}`);
      },
      5,
    );
    // Items 1 and 2 fill the first slice; the waiting task runs before the rest.
    expect(order.indexOf('other task')).toBeGreaterThan(0);
    expect(order.indexOf('other task')).toBeLessThan(order.length - 1);
  });

  it('runs a short map without yielding', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('other task'), 0);
    await mapInSlices([1, 2, 3], (n) => order.push(`item ${n}`), 1000);
    expect(order).toEqual(['item 1', 'item 2', 'item 3']);
  });

  it('rejects with what the map throws', async () => {
    await expect(
      mapInSlices([1, 2], (n) => {
        if (n === 2) throw new Error('bad account');
        return n;
      }),
    ).rejects.toThrow('bad account');
  });
});
