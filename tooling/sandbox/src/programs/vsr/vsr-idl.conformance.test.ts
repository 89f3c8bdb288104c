import { createHash } from 'node:crypto';
import { referenceJson } from '@keel/config/reference';
import { describe, expect, it } from 'vitest';
import { LOCKUP_KIND_BY_BYTE } from './state/lockup';
import { VSR_ERRORS } from './vsr-error-codes';
import { vsrHandler } from './vsr-handler';

interface Idl {
  instructions: Array<{ name: string }>;
  types: Array<{ name: string; type: { kind: string; variants?: Array<{ name: string }> } }>;
  errors: Array<{ code: number; name: string; msg?: string }>;
}

const idl = referenceJson<Idl>(
  'sandbox: VSR error table',
  'governance/idl/voter_stake_registry.json',
);

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

describe.skipIf(idl === null)('the emulated VSR against its published IDL (0.2.4)', () => {
  it('raises the IDL’s errors with their codes, names and messages', () => {
    expect(VSR_ERRORS.map(({ code, name, msg }) => ({ code, name, msg }))).toEqual(
      idl?.errors.map(({ code, name, msg }) => ({ code, name, msg: msg ?? '' })),
    );
  });

  it('reads LockupKind in the IDL’s variant order', () => {
    const kind = idl?.types.find((type) => type.name === 'LockupKind');
    expect(kind?.type.variants?.map((v) => v.name.toLowerCase())).toEqual([...LOCKUP_KIND_BY_BYTE]);
  });

  it('dispatches each emulated instruction by the discriminator of an IDL instruction', () => {
    const names = new Set(idl?.instructions.map((ix) => ix.name));
    for (const [discriminator, name] of vsrHandler.instructionNames) {
      const camel = name.charAt(0).toLowerCase() + name.slice(1);
      expect(names.has(camel)).toBe(true);
      const expected = createHash('sha256')
        .update(`global:${snake(camel)}`)
        .digest();
      expect(discriminator).toBe(expected.subarray(0, 8).toString('hex'));
    }
  });
});
