// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as publicApi from './index';

const readme = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), '..', 'README.md'),
  'utf8',
);

describe('README', () => {
  it('documents every runtime export', () => {
    const undocumented = Object.keys(publicApi).filter(
      (name) => !new RegExp(`\\b${name}\\b`).test(readme),
    );
    expect(undocumented).toEqual([]);
  });
});
