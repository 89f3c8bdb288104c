import { describe, expect, it } from 'vitest';
import { base64ToBytes } from './jsonRpc';

const bytes = Uint8Array.from({ length: 1000 }, (_, i) => (i * 7919) % 256);
const text = Buffer.from(bytes).toString('base64');

describe('base64ToBytes', () => {
  it('decodes base64 by character where the engine has no decoder of its own', () => {
    expect(base64ToBytes(text, undefined)).toEqual(bytes);
    expect(base64ToBytes('', undefined)).toEqual(new Uint8Array());
  });

  it("uses the engine's decoder where there is one", () => {
    const calls: string[] = [];
    const native = (input: string) => {
      calls.push(input);
      return Uint8Array.from(Buffer.from(input, 'base64'));
    };
    expect(base64ToBytes(text, native)).toEqual(bytes);
    expect(calls).toEqual([text]);
  });

  it('refuses text that is not base64', () => {
    expect(() => base64ToBytes('not base64!', undefined)).toThrow();
  });
});
