// Bundle budget: the v1 main route's first download must stay within 200 KB of gzipped
// JavaScript, and every other screen must be a lazily loaded chunk. Prints the size per route.
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { appConfig as manager } from '@keel/app-manager/config';
import { appConfig as v1 } from '@keel/app-v1/config';
import { appConfig as v3 } from '@keel/app-v3/config';
import type { RouteDef } from '@keel/product';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const repoRoot = join(import.meta.dirname, '..', '..', '..');
const MAIN_ROUTE_BUDGET_BYTES = 200 * 1024;
const APPS: Record<'v1' | 'v3' | 'manager', { routes: readonly RouteDef[] }> = { v1, v3, manager };

/** Screen id → source module, read from the registry's lazy imports. */
function screenModules(): Map<string, string> {
  const registryPath = join(repoRoot, 'packages/product/src/routing/screenRegistry.ts');
  const source = readFileSync(registryPath, 'utf8');
  const lazyByName = new Map<string, string>();
  for (const match of source.matchAll(
    /const (\w+)(?:: \w+)? = lazy\(\s*\(\) =>\s*import\('([^']+)'\),?\s*\)/g,
  )) {
    lazyByName.set(match[1]!, match[2]!);
  }
  const modules = new Map<string, string>();
  const body = source.slice(source.indexOf('screenRegistry'));
  for (const match of body.matchAll(/^\s+(\w+)(?::\s*(\w+))?,$/gm)) {
    const screen = match[1]!;
    const lazyName = match[2] ?? screen;
    const path = lazyByName.get(lazyName);
    if (path) modules.set(screen, join(dirname(registryPath), `${path}.tsx`));
  }
  if (modules.size === 0) throw new Error(`could not read the screen registry at ${registryPath}`);
  return modules;
}

function gzipSize(file: string): number {
  return gzipSync(readFileSync(file)).length;
}

function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function jsBytes(manifest: Manifest, keys: Iterable<string>, distDir: string): number {
  let total = 0;
  for (const key of keys) {
    const file = manifest[key]?.file;
    if (file?.endsWith('.js')) total += gzipSize(join(distDir, file));
  }
  return total;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function report(app: keyof typeof APPS, modules: Map<string, string>) {
  const appDir = join(repoRoot, 'apps', app);
  const distDir = join(appDir, 'dist');
  const manifest = JSON.parse(
    readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error(`${app}: the manifest has no entry chunk`);
  // The entry paints the static shell and then always imports the app (mount): both are the
  // shell every route downloads.
  const initial = new Set(staticClosure(manifest, entryKey));
  for (const mountKey of manifest[entryKey]?.dynamicImports ?? []) {
    for (const key of staticClosure(manifest, mountKey)) initial.add(key);
  }
  const keyOf = (modulePath: string) => relative(appDir, modulePath);

  const appConfig = APPS[app];
  const problems: string[] = [];
  const rows: string[] = [];
  const initialBytes = jsBytes(manifest, initial, distDir);
  for (const route of appConfig.routes) {
    const modulePath = modules.get(route.screen);
    const screenKey = modulePath ? keyOf(modulePath) : undefined;
    if (!screenKey || !manifest[screenKey]) {
      problems.push(`${app} ${route.path}: screen '${route.screen}' has no chunk of its own`);
      continue;
    }
    if (initial.has(screenKey))
      problems.push(`${app} ${route.path}: screen '${route.screen}' is in the first download`);
    const routeKeys = new Set([...initial, ...staticClosure(manifest, screenKey)]);
    const routeBytes = jsBytes(manifest, routeKeys, distDir);
    rows.push(
      `  ${kb(routeBytes).padStart(10)}  ${route.path}  (${route.screen} +${kb(routeBytes - initialBytes)})`,
    );
    if (app === 'v1' && route.path === '/' && routeBytes > MAIN_ROUTE_BUDGET_BYTES) {
      problems.push(
        `v1 main route: ${kb(routeBytes)} of JavaScript (gzip), budget ${kb(MAIN_ROUTE_BUDGET_BYTES)}`,
      );
    }
  }
  console.log(`\n${app}: shell ${kb(initialBytes)} gzip; per route (shell + screen):`);
  console.log(rows.join('\n'));
  return problems;
}

const modules = screenModules();
const problems: string[] = [];
for (const app of Object.keys(APPS) as (keyof typeof APPS)[])
  problems.push(...report(app, modules));
if (problems.length > 0) {
  console.error(`\nBundle budget failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`\nBundle budget: ok (v1 main route ≤ ${kb(MAIN_ROUTE_BUDGET_BYTES)} gzip)`);
