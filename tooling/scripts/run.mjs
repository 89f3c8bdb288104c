// Small process helpers shared by the start and test scripts.
import { spawn, spawnSync } from 'node:child_process';
import { delimiter, join } from 'node:path';
import { repoRoot } from './pnpm.mjs';

/** The workspace's own binaries (turbo, playwright …) without a global install. */
export function bin(name) {
  return join(repoRoot, 'node_modules', '.bin', name);
}

/**
 * The environment for workspace tools: the workspace's binaries (turbo, the pinned pnpm, which
 * turbo looks for on PATH) come first.
 */
export function workspaceEnv(extra = {}) {
  const binDir = join(repoRoot, 'node_modules', '.bin');
  return { ...process.env, PATH: `${binDir}${delimiter}${process.env.PATH ?? ''}`, ...extra };
}

/** Runs a command to completion with inherited output; exits the script on failure. */
export function step(title, command, args, options = {}) {
  console.log(`\n[keel] ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
  if (result.error) console.error(`[keel] ${title}: ${result.error.message}`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`[keel] ${title}: failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`[keel] ${title}: ok (${seconds} s)`);
}

/** Starts a long-running process whose output lines carry a prefix. */
export function serve(prefix, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  });
  for (const stream of [child.stdout, child.stderr]) {
    let buffer = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.trim()) continue;
        console.log(line.startsWith(prefix) ? line : `${prefix} ${line}`);
      }
    });
  }
  return child;
}
