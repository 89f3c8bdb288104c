// node --test tooling/scripts: the offline advisory check on a lockfile written for the test.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { blocks, checkAdvisories, inRange } from './advisories.mjs';
import { parseLockfile } from './lockfile-graph.mjs';

const LOCKFILE = `lockfileVersion: '9.0'

importers:

  .:
    devDependencies:
      turbo:
        specifier: 2.0.0
        version: 2.0.0

  apps/web:
    dependencies:
      '@acme/lib':
        specifier: workspace:*
        version: link:../../packages/lib
    devDependencies:
      tester:
        specifier: 1.0.0
        version: 1.0.0

  packages/lib:
    dependencies:
      '@solana/utils':
        specifier: 0.2.0
        version: 0.2.0(typescript@5.9.3)

packages:

  bigint-buffer@1.1.5:
    resolution: {integrity: sha512-x}

snapshots:

  '@solana/utils@0.2.0(typescript@5.9.3)':
    dependencies:
      left-pad: 1.3.0
    optionalDependencies:
      typescript: 5.9.3

  bigint-buffer@1.1.5: {}

  left-pad@1.3.0: {}

  tester@1.0.0:
    dependencies:
      bigint-buffer: 1.1.5

  turbo@2.0.0: {}

  typescript@5.9.3: {}
`;

const advisory = (name, vulnerable, severity) => ({
  id: `GHSA-${name}`,
  package: name,
  vulnerable,
  severity,
  title: `${name} is unsafe`,
  url: `https://github.com/advisories/GHSA-${name}`,
});

test('ranges: comparators joined by spaces all hold', () => {
  assert.equal(inRange('1.1.5', '<=1.1.5'), true);
  assert.equal(inRange('1.1.6', '<=1.1.5'), false);
  assert.equal(inRange('1.2.0', '>=1.0.0 <1.2.3'), true);
  assert.equal(inRange('1.2.3', '>=1.0.0 <1.2.3'), false);
  assert.equal(inRange('0.9.9', '>=1.0.0 <1.2.3'), false);
});

test('a dev-only package is reported but does not block', () => {
  const findings = checkAdvisories(parseLockfile(LOCKFILE), [
    advisory('bigint-buffer', '<=1.1.5', 'high'),
  ]);
  assert.equal(findings.length, 1);
  assert.equal(findings[0].production, false);
  assert.equal(blocks(findings[0]), false);
});

test('a shipped package (through a workspace link and a peer-suffixed snapshot) blocks', () => {
  const findings = checkAdvisories(parseLockfile(LOCKFILE), [
    advisory('left-pad', '<2.0.0', 'critical'),
    advisory('typescript', '<6.0.0', 'moderate'),
  ]);
  const byName = new Map(findings.map((f) => [f.advisory.package, f]));
  assert.equal(byName.get('left-pad')?.production, true);
  assert.equal(blocks(byName.get('left-pad')), true);
  // An optional dependency ships too, but a moderate advisory does not block.
  assert.equal(byName.get('typescript')?.production, true);
  assert.equal(blocks(byName.get('typescript')), false);
});

test('a version outside the range is not reported', () => {
  const findings = checkAdvisories(parseLockfile(LOCKFILE), [
    advisory('left-pad', '<1.3.0', 'critical'),
  ]);
  assert.deepEqual(findings, []);
});
