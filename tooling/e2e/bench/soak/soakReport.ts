/** One page's figures at one sample. */
export interface PageSample {
  minute: number;
  /** JS heap in use after a forced garbage collection, bytes. */
  heapBytes: number;
  domNodes: number;
  listeners: number;
  /** The page's main text differs from the previous sample's: a live figure moved. */
  moved: boolean;
}

/** The sandbox's websocket view at one sample (every tab together). */
export interface SocketSample {
  minute: number;
  connections: number;
  subscriptions: number;
}

/** One websocket drop and how each page came back from it. */
export interface DropRecovery {
  minute: number;
  /** Until the sandbox counted as many connections and subscriptions as before, ms; null: never. */
  resubscribedMs: number | null;
  /** Per page with a subscription: until a notification reached it over the new socket, ms. */
  notifiedMs: Record<string, number | null>;
  /** Per page with a subscription: until its live figure showed the notified change, ms. */
  figureMs: Record<string, number | null>;
}

export interface Band {
  /** Heap and DOM nodes may grow this much from the end of the warm-up to the last sample. */
  growth: number;
  /** Listeners may exceed the warm-up figure by this much or `listenerSlack`, the larger. */
  listenerGrowth: number;
  listenerSlack: number;
  /** A drop must be recovered from within this long. */
  recoveryMs: number;
}

export const DEFAULT_BAND: Band = {
  growth: 0.1,
  listenerGrowth: 0.02,
  listenerSlack: 10,
  recoveryMs: 60_000,
};

export interface MetricRow {
  page: string;
  metric: string;
  first: number;
  /** The figure when the warm-up ended: what growth is measured from. */
  baseline: number;
  last: number;
  max: number;
  /** Least-squares slope after the warm-up, per hour. */
  slopePerHour: number;
  limit: number;
  pass: boolean;
}

/** Least-squares slope of `values` against `minutes`, per hour (0 with fewer than two points). */
export function slopePerHour(points: readonly { minute: number; value: number }[]): number {
  if (points.length < 2) return 0;
  const n = points.length;
  const meanX = points.reduce((sum, p) => sum + p.minute, 0) / n;
  const meanY = points.reduce((sum, p) => sum + p.value, 0) / n;
  let numerator = 0;
  let denominator = 0;
  for (const p of points) {
    numerator += (p.minute - meanX) * (p.value - meanY);
    denominator += (p.minute - meanX) ** 2;
  }
  return denominator === 0 ? 0 : (numerator / denominator) * 60;
}

function row(
  page: string,
  metric: string,
  values: readonly { minute: number; value: number }[],
  warmupMinutes: number,
  limitFor: (baseline: number) => number,
): MetricRow {
  const after = values.filter((v) => v.minute >= warmupMinutes);
  const settled = after.length > 0 ? after : values;
  const baseline = settled[0]?.value ?? 0;
  const last = values.at(-1)?.value ?? 0;
  const limit = limitFor(baseline);
  return {
    page,
    metric,
    first: values[0]?.value ?? 0,
    baseline,
    last,
    max: Math.max(...values.map((v) => v.value)),
    slopePerHour: slopePerHour(settled),
    limit,
    pass: last <= limit,
  };
}

/** Every page's heap, DOM nodes and listeners, and the sandbox's subscriptions, against the band. */
export function metricRows(
  pages: Record<string, readonly PageSample[]>,
  sockets: readonly SocketSample[],
  warmupMinutes: number,
  band: Band = DEFAULT_BAND,
): MetricRow[] {
  const rows: MetricRow[] = [];
  for (const [page, samples] of Object.entries(pages)) {
    const series = (pick: (s: PageSample) => number) =>
      samples.map((s) => ({ minute: s.minute, value: pick(s) }));
    const grown = (baseline: number) => baseline * (1 + band.growth);
    rows.push(
      row(
        page,
        'heap (MB)',
        series((s) => s.heapBytes / 1e6),
        warmupMinutes,
        grown,
      ),
    );
    rows.push(
      row(
        page,
        'DOM nodes',
        series((s) => s.domNodes),
        warmupMinutes,
        grown,
      ),
    );
    rows.push(
      row(
        page,
        'listeners',
        series((s) => s.listeners),
        warmupMinutes,
        (baseline) => Math.max(baseline * (1 + band.listenerGrowth), baseline + band.listenerSlack),
      ),
    );
  }
  const series = (pick: (s: SocketSample) => number) =>
    sockets.map((s) => ({ minute: s.minute, value: pick(s) }));
  rows.push(
    row(
      'sandbox',
      'subscriptions',
      series((s) => s.subscriptions),
      warmupMinutes,
      (b) => b,
    ),
  );
  rows.push(
    row(
      'sandbox',
      'connections',
      series((s) => s.connections),
      warmupMinutes,
      (b) => b,
    ),
  );
  return rows;
}

/** Whether every drop was recovered from in time, by the sandbox's count and by each page. */
export function recoveryPassed(drops: readonly DropRecovery[], band: Band = DEFAULT_BAND): boolean {
  return drops.every(
    (drop) =>
      drop.resubscribedMs !== null &&
      drop.resubscribedMs <= band.recoveryMs &&
      [...Object.values(drop.notifiedMs), ...Object.values(drop.figureMs)].every(
        (ms) => ms !== null && ms <= band.recoveryMs,
      ),
  );
}

const fixed = (value: number) =>
  Number.isInteger(value) ? String(value) : value.toFixed(Math.abs(value) < 10 ? 2 : 1);

/** The table the soak prints (Markdown, so it can go into the README as it is). */
export function formatTable(rows: readonly MetricRow[]): string {
  const lines = [
    '| page | metric | first | after warm-up | last | max | slope / h | limit | |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.page} | ${r.metric} | ${fixed(r.first)} | ${fixed(r.baseline)} | ${fixed(r.last)} | ` +
        `${fixed(r.max)} | ${fixed(r.slopePerHour)} | ≤ ${fixed(r.limit)} | ${r.pass ? 'pass' : 'FAIL'} |`,
    );
  }
  return lines.join('\n');
}

export function formatDrops(drops: readonly DropRecovery[]): string {
  const seconds = (ms: number | null) => (ms === null ? 'never' : `${(ms / 1000).toFixed(1)} s`);
  const perPage = (times: Record<string, number | null>) =>
    Object.entries(times)
      .map(([page, ms]) => `${page} ${seconds(ms)}`)
      .join(', ') || '—';
  const lines = [
    '| minute | subscriptions back | notification received | live figure moved |',
    '|---|---|---|---|',
  ];
  for (const drop of drops) {
    lines.push(
      `| ${drop.minute} | ${seconds(drop.resubscribedMs)} | ${perPage(drop.notifiedMs)} | ${perPage(drop.figureMs)} |`,
    );
  }
  return lines.join('\n');
}
