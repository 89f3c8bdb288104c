/**
 * Soak benchmark (not a test, never in `npm test`): the v1 markets list, a reserve page and the
 * ordinary wallet's portfolio (read-only, by its address) stay open side by side for `--minutes`
 * on a sandbox of their own while time jumps, prices move and the node drops every websocket.
 * Every `--interval` seconds each page's JS heap (after a forced GC), DOM nodes and event
 * listeners are sampled over CDP, with the sandbox's count of open websocket connections and
 * subscriptions; after each drop the sandbox must see the subscriptions again and a notification
 * must reach the page over its new socket. Prints a table and PASS / FAIL against the band.
 *
 *   npx tsx bench/soak.ts [--minutes 60] [--short] [--interval 60] [--warmup 5] [--drop-every 5]
 *                         [--json out.json]
 */
import { writeFile } from 'node:fs/promises';
import { type BrowserContext, type CDPSession, chromium, type Page } from '@playwright/test';
import { SOAK_PORTS, soakUrls, startSoakServers } from './soak/privateSandbox';
import {
  DEFAULT_BAND,
  type DropRecovery,
  formatDrops,
  formatTable,
  metricRows,
  type PageSample,
  recoveryPassed,
  type SocketSample,
} from './soak/soakReport';

interface Options {
  minutes: number;
  intervalS: number;
  warmupMinutes: number;
  dropEvery: number;
  json: string | undefined;
}

function parseOptions(argv: readonly string[]): Options {
  const value = (name: string) => {
    const at = argv.indexOf(`--${name}`);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const number = (name: string, fallback: number) => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const parsed = Number(raw);
    if (!Number.isFinite(parsed) || parsed <= 0)
      throw new Error(`--${name} must be a positive number`);
    return parsed;
  };
  // The short mode checks the machinery in a few minutes; its figures say little.
  const short = argv.includes('--short');
  return {
    minutes: number('minutes', short ? 3 : 60),
    intervalS: number('interval', short ? 20 : 60),
    warmupMinutes: number('warmup', short ? 1 : 5),
    dropEvery: number('drop-every', short ? 3 : 5),
    json: value('json'),
  };
}

interface World {
  tokens: { symbol: string; priceUsd: string }[];
  markets: {
    address: string;
    isPrimary: boolean;
    reserves: { address: string; symbol: string }[];
  }[];
  wallets: { role: string; publicKey: string }[];
}

interface SoakPage {
  name: string;
  page: Page;
  cdp: CDPSession;
  context: BrowserContext;
  samples: PageSample[];
  lastText: string;
  /** Last time a PubSub notification arrived over any of the page's websockets. */
  notifiedAt: number;
  hasSocket: boolean;
  errors: string[];
}

const control = async <T>(path: string, body?: unknown): Promise<T> => {
  const response = await fetch(`${soakUrls.control}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A small deterministic generator, so two soaks move prices alike. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const decimal = (value: number) => value.toFixed(12).replace(/\.?0+$/, '');

function pagePaths(world: World): Record<string, string> {
  const market = world.markets.find((m) => m.isPrimary) ?? world.markets[0];
  const reserve = market?.reserves.find((r) => r.symbol === 'USDC') ?? market?.reserves[0];
  const ordinary = world.wallets.find((w) => w.role === 'ordinary');
  if (!market || !reserve || !ordinary)
    throw new Error('the sandbox world lacks a market or wallet');
  return {
    markets: '/',
    reserve: `/reserve/${market.address}/${reserve.address}`,
    portfolio: `/my-portfolio/${ordinary.publicKey}`,
  };
}

async function openPage(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  name: string,
  path: string,
): Promise<SoakPage> {
  // A context per page: its own renderer, so heap and DOM counters are the page's own.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const soakPage: SoakPage = {
    name,
    page,
    context,
    cdp: await context.newCDPSession(page),
    samples: [],
    lastText: '',
    notifiedAt: 0,
    hasSocket: false,
    errors: [],
  };
  page.on('pageerror', (error) => soakPage.errors.push(error.message));
  page.on('websocket', (socket) => {
    soakPage.hasSocket = true;
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string' && payload.includes('Notification"')) {
        soakPage.notifiedAt = Date.now();
      }
    });
  });
  await page.goto(`${soakUrls.app}${path}`);
  if (name === 'portfolio') {
    // The wallet balance is the portfolio's live figure: refreshed by a logs subscription.
    await page.getByRole('button', { name: 'Wallet balance' }).click({ timeout: 60_000 });
    await page.locator(LIVE_FIGURE).getByText('$').waitFor({ timeout: 60_000 });
  }
  return soakPage;
}

/** The portfolio's headline figure (the wallet balance once the toggle is on it). */
const LIVE_FIGURE = '.keel-portfolio__summary dd';

async function mainText(page: Page): Promise<string> {
  try {
    return (await page.locator('main').textContent({ timeout: 10_000 })) ?? '';
  } catch {
    return '';
  }
}

async function sample(soakPage: SoakPage, minute: number): Promise<void> {
  const { cdp, page } = soakPage;
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const counters = await cdp.send('Memory.getDOMCounters');
  const text = await mainText(page);
  soakPage.samples.push({
    minute,
    heapBytes: heap.usedSize,
    domNodes: counters.nodes,
    listeners: counters.jsEventListeners,
    moved: soakPage.lastText !== '' && text !== soakPage.lastText,
  });
  soakPage.lastText = text;
}

/** Moves every world price by up to ±0.5 % and jumps the chain five minutes ahead. */
async function moveTheWorld(prices: Map<string, number>, next: () => number): Promise<void> {
  await control('/advance', { seconds: 300 });
  for (const [symbol, price] of prices) {
    const moved = price * (1 + (next() - 0.5) / 100);
    prices.set(symbol, moved);
    await control('/oracle/prices', { token: symbol, priceUsd: decimal(moved) });
  }
}

async function liveFigure(page: Page): Promise<string> {
  return page
    .locator(LIVE_FIGURE)
    .textContent({ timeout: 5_000 })
    .then((text) => text ?? '')
    .catch(() => '');
}

interface SocketStats {
  connections: number;
  subscriptions: number;
}

/**
 * Drops every websocket for ten seconds, then waits for the sandbox to count the connections and
 * subscriptions of before, and for a notification (an airdrop to the watched wallet) to reach
 * every page that had a socket.
 */
async function dropAndRecover(
  pages: readonly SoakPage[],
  wallet: string,
  minute: number,
  limitMs: number,
): Promise<DropRecovery> {
  const before = await control<SocketStats>('/websocket');
  const droppedAt = Date.now();
  await control('/websocket/drop', { refuseMs: 10_000 });
  let resubscribedMs: number | null = null;
  while (Date.now() - droppedAt < limitMs + 10_000) {
    await sleep(500);
    const now = await control<SocketStats>('/websocket');
    if (now.connections >= before.connections && now.subscriptions >= before.subscriptions) {
      resubscribedMs = Date.now() - droppedAt;
      break;
    }
  }
  const notifiedMs: Record<string, number | null> = {};
  const watched = pages.filter((p) => p.hasSocket);
  const figures = new Map(
    await Promise.all(watched.map(async (p) => [p, await liveFigure(p.page)] as const)),
  );
  const sentAt = Date.now();
  // 0.01 SOL: enough to move the wallet balance by cents.
  await fetch(soakUrls.rpc, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'requestAirdrop',
      params: [wallet, 10_000_000],
    }),
  });
  const figureMs: Record<string, number | null> = {};
  for (const p of watched) {
    notifiedMs[p.name] = null;
    figureMs[p.name] = null;
  }
  while (
    Date.now() - sentAt < limitMs &&
    watched.some((p) => notifiedMs[p.name] === null || figureMs[p.name] === null)
  ) {
    for (const p of watched) {
      if (notifiedMs[p.name] === null && p.notifiedAt >= sentAt)
        notifiedMs[p.name] = p.notifiedAt - droppedAt;
      if (figureMs[p.name] === null && (await liveFigure(p.page)) !== figures.get(p)) {
        figureMs[p.name] = Date.now() - droppedAt;
      }
    }
    await sleep(250);
  }
  return { minute, resubscribedMs, notifiedMs, figureMs };
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const started = new Date();
  console.log(
    `[soak] ${options.minutes} min, a sample every ${options.intervalS} s, warm-up ${options.warmupMinutes} min, ` +
      `a websocket drop every ${options.dropEvery} samples; sandbox and v1 on ports ${Object.values(SOAK_PORTS).join(', ')}`,
  );
  const servers = await startSoakServers();
  const browser = await chromium.launch({
    ...(process.env.KEEL_CHROMIUM_PATH ? { executablePath: process.env.KEEL_CHROMIUM_PATH } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      // Every tab keeps polling as a tab in front would: the worst case for growth.
      '--disable-background-timer-throttling',
      '--disable-renderer-backgrounding',
      '--disable-backgrounding-occluded-windows',
    ],
  });
  const sockets: SocketSample[] = [];
  const drops: DropRecovery[] = [];
  let pages: SoakPage[] = [];
  try {
    const world = await control<World>('/world');
    const wallet = world.wallets.find((w) => w.role === 'ordinary')?.publicKey ?? '';
    pages = await Promise.all(
      Object.entries(pagePaths(world)).map(([name, path]) => openPage(browser, name, path)),
    );
    const prices = new Map(world.tokens.map((t) => [t.symbol, Number(t.priceUsd)]));
    const next = random(35);
    const t0 = Date.now();
    const count = Math.floor((options.minutes * 60) / options.intervalS) + 1;
    for (let i = 0; i < count; i += 1) {
      await sleep(Math.max(0, t0 + i * options.intervalS * 1000 - Date.now()));
      const minute = Math.round(((Date.now() - t0) / 60_000) * 10) / 10;
      for (const p of pages) await sample(p, minute);
      const stats = await control<SocketStats>('/websocket');
      sockets.push({ minute, ...stats });
      console.log(
        `[soak] ${minute} min  ${pages
          .map((p) => {
            const s = p.samples.at(-1);
            return s
              ? `${p.name} ${(s.heapBytes / 1e6).toFixed(1)} MB ${s.domNodes} nodes ${s.listeners} listeners${s.moved ? ' (moved)' : ''}`
              : p.name;
          })
          .join(' | ')}  sandbox ${stats.connections} sockets ${stats.subscriptions} subscriptions`,
      );
      if (i === count - 1) break;
      await moveTheWorld(prices, next);
      if (i > 0 && i % options.dropEvery === 0) {
        const drop = await dropAndRecover(pages, wallet, minute, DEFAULT_BAND.recoveryMs);
        drops.push(drop);
        console.log(`[soak] websocket drop at ${minute} min:\n${formatDrops([drop])}`);
      }
    }
  } finally {
    await browser.close();
    await servers.close();
  }
  const rows = metricRows(
    Object.fromEntries(pages.map((p) => [p.name, p.samples])),
    sockets,
    options.warmupMinutes,
  );
  const recovered = recoveryPassed(drops);
  const passed = rows.every((r) => r.pass) && recovered;
  const duration = ((Date.now() - started.getTime()) / 60_000).toFixed(1);
  console.log(`\n[soak] ${started.toISOString()}, ${duration} min in all\n`);
  console.log(formatTable(rows));
  console.log(`\nWebsocket drops (10 s outage each):\n\n${formatDrops(drops)}\n`);
  for (const p of pages) {
    const moved = p.samples.filter((s) => s.moved).length;
    console.log(
      `[soak] ${p.name}: figures moved in ${moved} of ${p.samples.length - 1} intervals; ${p.errors.length} page errors${p.errors.length ? `: ${p.errors.slice(0, 3).join(' / ')}` : ''}`,
    );
  }
  console.log(
    `\n[soak] band: heap and DOM nodes ≤ +${DEFAULT_BAND.growth * 100} % after the warm-up, listeners ≤ +${DEFAULT_BAND.listenerGrowth * 100} % ` +
      `(or +${DEFAULT_BAND.listenerSlack}), subscriptions and sockets no more than after the warm-up, every drop recovered within ${DEFAULT_BAND.recoveryMs / 1000} s`,
  );
  console.log(`[soak] ${passed ? 'PASS' : 'FAIL'}`);
  if (options.json) {
    await writeFile(
      options.json,
      JSON.stringify(
        {
          started,
          options,
          rows,
          drops,
          pages: pages.map((p) => ({ name: p.name, samples: p.samples, errors: p.errors })),
          sockets,
        },
        null,
        2,
      ),
    );
  }
  process.exitCode = passed ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
