import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_ENV_VARS, SANDBOX_ENDPOINTS } from './endpoints';

/** The root README's host-variable table, held to the endpoints module it documents. */
const README = readFileSync(join(import.meta.dirname, '..', '..', '..', '..', 'README.md'), 'utf8');

function hostVariableRows(): Map<string, string> {
  const start = README.indexOf('### Pointing the apps at real hosts');
  const section = README.slice(start, README.indexOf('\n#', start + 1));
  return new Map(
    [...section.matchAll(/^\| `(VITE_KEEL_[A-Z_]+)` \| ([^|]+) \|/gm)].map((match) => [
      match[1] ?? '',
      (match[2] ?? '').trim(),
    ]),
  );
}

describe('the README host-variable table', () => {
  const rows = hostVariableRows();

  it('has a row for every variable endpointsFromEnv reads, and no other', () => {
    expect([...rows.keys()].sort()).toEqual(Object.values(ENDPOINT_ENV_VARS).sort());
  });

  it('gives each sandbox default as the module does', () => {
    for (const [key, name] of Object.entries(ENDPOINT_ENV_VARS)) {
      const value = SANDBOX_ENDPOINTS[key as keyof typeof ENDPOINT_ENV_VARS];
      if (value !== undefined) expect(rows.get(name), name).toBe(`\`${value}\``);
    }
  });
});
