import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { test } from '@playwright/test';
import { apps } from '../support/apps';
import { fetchRouteWorld, worldVisits } from '../support/worldVisits';

const RUNS = Number(process.env.KEEL_LIGHTHOUSE_RUNS ?? 3);
/** Lighthouse runs through npx, never a dependency of the repo (kept out of the lockfile). */
const LIGHTHOUSE = process.env.KEEL_LIGHTHOUSE ?? 'lighthouse@12.8.2';
const CHROME = process.env.KEEL_CHROMIUM_PATH ?? '/usr/bin/chromium';
const OUTPUT =
  process.env.KEEL_LIGHTHOUSE_OUTPUT ??
  fileURLToPath(new URL('./lighthouse-mobile.json', import.meta.url));

/** The figures of one run: the performance score (0–100) and the audits it is made of. */
interface RunFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
}

interface LighthouseReport {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
}

function figures(report: LighthouseReport): RunFigures {
  const audit = (id: string) => {
    const value = report.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`the report has no ${id}`);
    return value;
  };
  return {
    performance: Math.round((report.categories.performance.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcpMs: audit('first-contentful-paint'),
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function lighthouse(url: string, dir: string, run: number): Promise<RunFigures> {
  const path = join(dir, `run-${run}.json`);
  await promisify(execFile)(
    'npx',
    [
      '-y',
      LIGHTHOUSE,
      url,
      '--only-categories=performance',
      '--form-factor=mobile',
      '--throttling-method=simulate',
      '--output=json',
      `--output-path=${path}`,
      '--quiet',
      `--chrome-path=${CHROME}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { maxBuffer: 64 * 1024 * 1024, timeout: 180_000 },
  );
  return figures(JSON.parse(await readFile(path, 'utf8')) as LighthouseReport);
}

/** A route to measure: the app serving it and its path with query. */
interface MeasuredRoute {
  name: string;
  baseURL: string;
  path: string;
}

/**
 * The short mode's routes: the four measured since the first performance work and the list
 * screens people spend their time on (v1).
 */
const SHORT_ROUTES = [
  'main',
  'lending.reserve',
  'governance',
  'terms',
  'liquidity',
  'lending.multiply',
  'lending.leverage',
  'points',
  'earn',
  'portfolio',
];

/**
 * `KEEL_LIGHTHOUSE_ROUTES`: `short` (default: `SHORT_ROUTES` on v1), `full` (every route of the
 * three apps a user can land on), or a comma-separated list of `app:routeId` / `routeId` (v1).
 */
async function measuredRoutes(): Promise<MeasuredRoute[]> {
  const world = await fetchRouteWorld();
  const choice = process.env.KEEL_LIGHTHOUSE_ROUTES ?? 'short';
  const all = apps.flatMap((target) =>
    worldVisits(target, world).map((visit) => ({
      name: `${visit.app}:${visit.routeId}`,
      baseURL: target.baseURL,
      path: visit.url,
      key: `${visit.app}:${visit.routeId}`,
    })),
  );
  if (choice === 'full') return all;
  const wanted = (choice === 'short' ? SHORT_ROUTES : choice.split(',')).map((id) =>
    id.includes(':') ? id.trim() : `v1:${id.trim()}`,
  );
  const unknown = wanted.filter((key) => !all.some((route) => route.key === key));
  if (unknown.length) throw new Error(`no such route: ${unknown.join(', ')}`);
  // A route with optional parameters is measured in its fullest form (a portfolio with its owner).
  return wanted.map((key) => all.filter((route) => route.key === key).at(-1) as MeasuredRoute);
}

/**
 * Lighthouse mobile (simulated throttling, its default Moto G Power profile) on the production
 * builds against the sandbox: three runs per route (`measuredRoutes`), the median of each figure printed and
 * written to `bench/lighthouse-mobile.json`. A measurement, not a pass/fail test.
 */
test('lighthouse mobile medians', async () => {
  const routes = await measuredRoutes();
  test.setTimeout(routes.length * RUNS * 3 * 60_000);
  const dir = await mkdtemp(join(tmpdir(), 'keel-lighthouse-'));
  const results = [];
  try {
    for (const route of routes) {
      const runs: RunFigures[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        runs.push(await lighthouse(`${route.baseURL}${route.path}`, dir, run));
      }
      const pick = (key: keyof RunFigures) => median(runs.map((r) => r[key]));
      const medians: RunFigures = {
        performance: pick('performance'),
        lcpMs: Math.round(pick('lcpMs')),
        tbtMs: Math.round(pick('tbtMs')),
        cls: Number(pick('cls').toFixed(4)),
        fcpMs: Math.round(pick('fcpMs')),
      };
      results.push({ name: route.name, path: route.path, medians, runs });
      console.log(
        `${route.name.padEnd(28)} performance ${medians.performance}  LCP ${medians.lcpMs} ms  ` +
          `TBT ${medians.tbtMs} ms  CLS ${medians.cls}  FCP ${medians.fcpMs} ms` +
          `  (runs: ${runs.map((r) => r.performance).join(', ')})  ${route.path}`,
      );
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const report = {
    lighthouse: LIGHTHOUSE,
    settings: 'mobile, simulated throttling, performance category',
    runsPerRoute: RUNS,
    measuredAt: new Date().toISOString(),
    routes: results,
  };
  await writeFile(OUTPUT, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written to ${OUTPUT}`);
});
