#!/usr/bin/env node
// `npm start`: install what is missing, then serve the three apps from source with hot reload.
// Workspace packages resolve to their TypeScript source, so nothing needs building first.
import { ensureInstall } from './ensure-install.mjs';
import { serve } from './run.mjs';

const APPS = [
  { name: 'v1', port: 5173 },
  { name: 'v3', port: 5174 },
  { name: 'manager', port: 5175 },
];

ensureInstall();
const children = APPS.map(({ name, port }) =>
  serve(
    `[${name}]`,
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    { cwd: new URL(`../../apps/${name}/`, import.meta.url) },
  ),
);

console.log('\nKeel is starting:');
for (const { name, port } of APPS) console.log(`  ${name.padEnd(8)} http://127.0.0.1:${port}`);
console.log('Press Ctrl-C to stop.\n');

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) {
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[keel] a server stopped unexpectedly (exit ${code}); stopping the others`);
      stop(code ?? 1);
    }
  });
}
