import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMULATED_PROGRAMS } from './programs/emulated-programs';

/** The README's statements that the code can check, so they cannot drift from it. */
const README = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');
const ROOT_README = readFileSync(join(import.meta.dirname, '..', '..', '..', 'README.md'), 'utf8');

function section(text: string, heading: string): string {
  const start = text.indexOf(heading);
  if (start < 0) throw new Error(`README has no "${heading}"`);
  const next = text.indexOf('\n#', start + heading.length);
  return next < 0 ? text.slice(start) : text.slice(start, next);
}

/** The program id cells of the emulated-program table, as written (`KLend2g3…`). */
function tableIdPrefixes(table: string): string[] {
  return [...table.matchAll(/^\|[^|]+\| `([1-9A-HJ-NP-Za-km-z]+)…` \|/gm)].map((match) => {
    const prefix = match[1];
    if (prefix === undefined) throw new Error('unreachable: the pattern has one group');
    return prefix;
  });
}

describe('the sandbox README', () => {
  const table = section(README, '### Emulated programs');

  it('lists every emulated program, and only those, in the emulated-program table', () => {
    const ids = EMULATED_PROGRAMS.flatMap((handler) =>
      handler.programIds.map((id) => id.toBase58()),
    );
    const prefixes = tableIdPrefixes(table);
    expect(prefixes).toHaveLength(ids.length);
    for (const id of ids) {
      expect(
        prefixes.some((prefix) => id.startsWith(prefix)),
        `${id} is emulated but not in the README's table`,
      ).toBe(true);
    }
  });

  it('is matched by the root README, which counts and names every emulated program', () => {
    const executes = section(ROOT_README, '### What the sandbox executes');
    expect(executes).toContain(`emulates** ${EMULATED_PROGRAMS.length} programs`);
    for (const handler of EMULATED_PROGRAMS) expect(executes).toContain(`(\`${handler.name}\`)`);
  });
});
