import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BorshAccountsCoder, type Idl } from '@coral-xyz/anchor-029';
import { referencePath } from '@keel/config/reference';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_CASES, SAMPLE_ADDRESS } from '../testing/accountCatalog';
import { getPath, leafPaths, projectAnchorValue, subsetDifferences, withPath } from './compare';
import { PROJECTIONS } from './projections';

/**
 * Conformance with the published IDLs: accounts encoded by our encoders are decoded by Anchor
 * 0.29's BorshAccountsCoder, and every field our decoders read must hold the same value there.
 */
const idlFolder = referencePath('chain-readers: account layouts', 'chain/idl');

const SEEDS = [1, 2, 3, 42, 1234567];
const coders = new Map<string, BorshAccountsCoder>();

function coderFor(file: string): BorshAccountsCoder {
  const cached = coders.get(file);
  if (cached) return cached;
  const idl: Idl = JSON.parse(readFileSync(join(idlFolder ?? '', `${file}.json`), 'utf8'));
  const coder = new BorshAccountsCoder(idl);
  coders.set(file, coder);
  return coder;
}

const idlCases = ACCOUNT_CASES.filter((accountCase) => accountCase.idl !== null);

describe.skipIf(idlFolder === null)('conformance with the published IDLs', () => {
  describe.each(idlCases)('$name', (accountCase) => {
    const idl = accountCase.idl!;
    const project = PROJECTIONS[accountCase.name];

    it('has the IDL size and discriminator', () => {
      const coder = coderFor(idl.file);
      const idlJson: Idl = JSON.parse(
        readFileSync(join(idlFolder ?? '', `${idl.file}.json`), 'utf8'),
      );
      const definition = idlJson.accounts?.find((account) => account.name === idl.account);
      expect(definition).toBeDefined();
      if (definition) expect(coder.size(definition)).toBe(accountCase.size);
      expect(Buffer.from(accountCase.discriminator ?? []).toString('hex')).toBe(
        BorshAccountsCoder.accountDiscriminator(idl.account).toString('hex'),
      );
    });

    it.each(SEEDS)('agrees with Anchor on every field we read (seed %i)', (seed) => {
      expect(project).toBeDefined();
      if (!project) return;
      const { bytes } = accountCase.build(seed);
      const ours = accountCase.decode(SAMPLE_ADDRESS, { owner: accountCase.owner, data: bytes });
      const anchor = coderFor(idl.file).decode(idl.account, Buffer.from(bytes));
      expect(subsetDifferences(project(ours), projectAnchorValue(anchor))).toEqual([]);
    });

    it('compares every field of our model', () => {
      expect(project).toBeDefined();
      if (!project) return;
      const model = accountCase.decode(SAMPLE_ADDRESS, {
        owner: accountCase.owner,
        data: accountCase.build(11).bytes,
      });
      const other = accountCase.decode(SAMPLE_ADDRESS, {
        owner: accountCase.owner,
        data: accountCase.build(12).bytes,
      });
      const baseline = JSON.stringify(project(model));
      // Entries past index 2 of a list go through the same projection code as the first ones.
      const paths = leafPaths(model).filter(
        (path) =>
          path[0] !== 'address' && !path.some((key) => /^\d+$/.test(key) && Number(key) > 2),
      );
      const unchecked = paths.filter((path) => {
        const replacement = getPath(other, path);
        if (
          replacement === undefined ||
          JSON.stringify(String(replacement)) === JSON.stringify(String(getPath(model, path)))
        ) {
          return false;
        }
        return JSON.stringify(project(withPath(model, path, replacement) as object)) === baseline;
      });
      expect(unchecked.map((path) => path.join('.'))).toEqual([]);
    });
  });
});
