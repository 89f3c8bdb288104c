#!/usr/bin/env node
// Installs the workspace when node_modules is missing or older than the manifests.
// A stamp of the lockfile and every package.json decides; an unchanged tree installs nothing.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot, runPnpm } from './pnpm.mjs';

const STAMP = join(repoRoot, 'node_modules', '.keel-install-stamp');

function manifestFiles() {
  const files = ['package.json', 'pnpm-workspace.yaml', 'pnpm-lock.yaml'];
  for (const group of ['apps', 'packages', 'tooling']) {
    const dir = join(repoRoot, group);
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) files.push(join(group, entry.name, 'package.json'));
    }
  }
  return files.filter((file) => existsSync(join(repoRoot, file)));
}

function manifestHash() {
  const hash = createHash('sha256');
  for (const file of manifestFiles()) {
    hash.update(file);
    hash.update(readFileSync(join(repoRoot, file)));
  }
  return hash.digest('hex');
}

export function ensureInstall() {
  const wanted = manifestHash();
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === wanted) return;
  const frozen = process.env.CI && existsSync(join(repoRoot, 'pnpm-lock.yaml'));
  console.log(`[keel] installing dependencies${frozen ? ' (frozen lockfile)' : ''}…`);
  const status = runPnpm(['install', ...(frozen ? ['--frozen-lockfile'] : [])]);
  if (status !== 0) {
    console.error('[keel] dependency install failed');
    process.exit(status);
  }
  writeFileSync(STAMP, manifestHash());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureInstall();
