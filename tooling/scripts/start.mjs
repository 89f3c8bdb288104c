#!/usr/bin/env node
// `npm start`: install what is missing, start the sandbox backend, then serve the three apps
// from source with hot reload, targeting that sandbox (`--mode sandbox`). Workspace packages
// resolve to their TypeScript source, so nothing needs building first.
import { ensureInstall } from './ensure-install.mjs';
import { serve } from './run.mjs';

const SANDBOX_STATUS_URL = 'http://127.0.0.1:8898/status';
const SANDBOX_READY_TIMEOUT_MS = 60_000;
const APPS = [
  { name: 'v1', port: 5173 },
  { name: 'v3', port: 5174 },
  { name: 'manager', port: 5175 },
];

const children = [];
let stopping = false;

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1_000).unref();
}

function supervise(child, name) {
  children.push(child);
  child.on('exit', (code) => {
    if (stopping) return;
    console.error(`[keel] ${name} stopped unexpectedly (exit ${code}); stopping the rest`);
    stop(code || 1);
  });
  return child;
}

async function waitForSandbox() {
  const deadline = Date.now() + SANDBOX_READY_TIMEOUT_MS;
  while (Date.now() < deadline && !stopping) {
    try {
      const response = await fetch(SANDBOX_STATUS_URL);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!stopping) {
    console.error(`[keel] the sandbox did not answer at ${SANDBOX_STATUS_URL}`);
    stop(1);
  }
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

ensureInstall();
supervise(
  serve(
    '[sandbox]',
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', '--conditions=@keel/source', 'src/cli.ts'],
    { cwd: new URL('../sandbox/', import.meta.url) },
  ),
  'the sandbox',
);
await waitForSandbox();

for (const { name, port } of APPS) {
  supervise(
    serve(
      `[${name}]`,
      process.execPath,
      [
        'node_modules/vite/bin/vite.js',
        '--mode',
        'sandbox',
        '--host',
        '127.0.0.1',
        '--port',
        String(port),
        '--strictPort',
      ],
      { cwd: new URL(`../../apps/${name}/`, import.meta.url) },
    ),
    `the ${name} app`,
  );
}

console.log('\nKeel is running:');
for (const { name, port } of APPS) console.log(`  ${name.padEnd(8)} http://127.0.0.1:${port}`);
console.log(
  '  sandbox  Solana RPC http://127.0.0.1:8899 (ws 8900), product API http://127.0.0.1:8787,',
);
console.log('           control http://127.0.0.1:8898');
console.log('Press Ctrl-C to stop.\n');
