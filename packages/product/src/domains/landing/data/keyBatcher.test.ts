import { describe, expect, it } from 'vitest';
import { createKeyBatcher } from './keyBatcher';

describe('createKeyBatcher', () => {
  it('loads the keys asked for in one task with one call, and later keys in another', async () => {
    const calls: string[][] = [];
    const read = createKeyBatcher<string>(
      async (keys) => {
        calls.push([...keys]);
        return new Map(keys.map((key) => [key, `value of ${key}`]));
      },
      (key) => new Error(`missing ${key}`),
    );
    const first = await Promise.all([read('a'), read('b'), read('a')]);
    expect(first).toEqual(['value of a', 'value of b', 'value of a']);
    expect(await read('c')).toBe('value of c');
    expect(calls).toEqual([['a', 'b'], ['c']]);
  });

  it('fails only the key answered with an error or left out; a failed load fails them all', async () => {
    const read = createKeyBatcher<string>(
      async () =>
        new Map<string, string | Error>([
          ['ok', 'fine'],
          ['bad', new Error('bad bytes')],
        ]),
      (key) => new Error(`missing ${key}`),
    );
    const [ok, bad, gone] = await Promise.allSettled([read('ok'), read('bad'), read('gone')]);
    expect(ok).toEqual({ status: 'fulfilled', value: 'fine' });
    expect(bad).toMatchObject({ status: 'rejected', reason: { message: 'bad bytes' } });
    expect(gone).toMatchObject({ status: 'rejected', reason: { message: 'missing gone' } });

    const broken = createKeyBatcher<string>(
      () => Promise.reject(new Error('node down')),
      (key) => new Error(`missing ${key}`),
    );
    const results = await Promise.allSettled([broken('x'), broken('y')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });
});
