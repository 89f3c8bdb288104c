import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { test } from '@playwright/test';
import { SANDBOX_CONTROL } from '../support/wallet';

const V1 = 'http://127.0.0.1:5173';
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

async function firstReservePath(): Promise<string> {
  const world = (await (await fetch(`${SANDBOX_CONTROL}/world`)).json()) as {
    markets: { address: string; reserves: { address: string; symbol: string }[] }[];
  };
  const market = world.markets[0];
  const reserve = market?.reserves.find((r) => r.symbol === 'USDC') ?? market?.reserves[0];
  if (!market || !reserve) throw new Error('the sandbox world has no reserve');
  return `/lending/reserve/${market.address}/${reserve.address}`;
}

/**
 * Lighthouse mobile (simulated throttling, its default Moto G Power profile) on the production
 * build of v1 against the sandbox: three runs per route, the median of each figure printed and
 * written to `bench/lighthouse-mobile.json`. A measurement, not a pass/fail test.
 */
test('lighthouse mobile medians', async () => {
  test.setTimeout(40 * 60_000);
  const routes = [
    { name: 'landing', path: '/' },
    { name: 'reserve', path: await firstReservePath() },
    { name: 'governance', path: '/governance-and-staking' },
    { name: 'terms', path: '/terms' },
  ];
  const dir = await mkdtemp(join(tmpdir(), 'keel-lighthouse-'));
  const results = [];
  try {
    for (const route of routes) {
      const runs: RunFigures[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        runs.push(await lighthouse(`${V1}${route.path}`, dir, run));
      }
      const pick = (key: keyof RunFigures) => median(runs.map((r) => r[key]));
      const medians: RunFigures = {
        performance: pick('performance'),
        lcpMs: Math.round(pick('lcpMs')),
        tbtMs: Math.round(pick('tbtMs')),
        cls: Number(pick('cls').toFixed(4)),
        fcpMs: Math.round(pick('fcpMs')),
      };
      results.push({ ...route, medians, runs });
      console.log(
        `${route.name.padEnd(10)} performance ${medians.performance}  LCP ${medians.lcpMs} ms  ` +
          `TBT ${medians.tbtMs} ms  CLS ${medians.cls}  FCP ${medians.fcpMs} ms` +
          `  (runs: ${runs.map((r) => r.performance).join(', ')})`,
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
