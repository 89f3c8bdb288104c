import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as publicApi from './index';
import { readCssSource, sourceRoot } from './testing/cssSources';

const readme = readFileSync(join(sourceRoot, '..', 'README.md'), 'utf8');

describe('README', () => {
  it('documents every runtime export', () => {
    const undocumented = Object.keys(publicApi).filter(
      (name) => !new RegExp(`\\b${name}\\b`).test(readme),
    );
    expect(undocumented).toEqual([]);
  });

  it('lists every design token', () => {
    const tokens = [...readCssSource('styles/tokens.css').matchAll(/(--keel-[\w-]+):/g)].map(
      (match) => match[1],
    );
    expect(tokens.length).toBeGreaterThan(50);
    expect(tokens.filter((token) => !readme.includes(`\`${token}\``))).toEqual([]);
  });
});
