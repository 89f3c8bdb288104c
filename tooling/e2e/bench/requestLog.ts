import type { Page, Request } from '@playwright/test';

/** One request the page made, timed from the log's start. */
export interface LoggedRequest {
  kind: 'rpc' | 'api' | 'other';
  /** JSON-RPC methods (a batch has several) or the HTTP path. */
  label: string;
  methods: string[];
  /** Accounts asked for per getMultipleAccounts call in this request. */
  accountsPerCall: number[];
  startMs: number;
  endMs: number | undefined;
}

interface RpcCall {
  method?: unknown;
  params?: unknown;
}

function rpcCalls(request: Request): RpcCall[] {
  try {
    const body = JSON.parse(request.postData() ?? 'null') as RpcCall | RpcCall[] | null;
    if (body === null) return [];
    return Array.isArray(body) ? body : [body];
  } catch {
    return [];
  }
}

/** Records every request of a page with its start and end, RPC bodies decoded. */
export function logRequests(page: Page, ports: { rpc: string; api: string }) {
  const started = performance.now();
  const log: LoggedRequest[] = [];
  const open = new Map<Request, LoggedRequest>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    const kind = url.port === ports.rpc ? 'rpc' : url.port === ports.api ? 'api' : 'other';
    const calls = kind === 'rpc' ? rpcCalls(request) : [];
    const methods = calls.map((call) => String(call.method));
    const entry: LoggedRequest = {
      kind,
      label: kind === 'rpc' ? methods.join(',') : `${request.method()} ${url.pathname}`,
      methods,
      accountsPerCall: calls
        .filter((call) => call.method === 'getMultipleAccounts')
        .map((call) =>
          Array.isArray(call.params) && Array.isArray(call.params[0]) ? call.params[0].length : 0,
        ),
      startMs: performance.now() - started,
      endMs: undefined,
    };
    log.push(entry);
    open.set(request, entry);
  });
  const finish = (request: Request) => {
    const entry = open.get(request);
    if (entry) entry.endMs = performance.now() - started;
    open.delete(request);
  };
  page.on('requestfinished', finish);
  page.on('requestfailed', finish);
  return log;
}

/**
 * Dependency depth of each data request: 1 + the deepest data request that had finished before
 * it started. Depth 3 is market config → market and reserves → what the reserves point at.
 */
export function waterfallDepths(log: readonly LoggedRequest[]): Map<LoggedRequest, number> {
  const data = log.filter((entry) => entry.kind !== 'other');
  const depths = new Map<LoggedRequest, number>();
  for (const entry of data) {
    let depth = 1;
    for (const before of data) {
      if (before === entry || before.endMs === undefined || before.endMs > entry.startMs) continue;
      depth = Math.max(depth, (depths.get(before) ?? 1) + 1);
    }
    depths.set(entry, depth);
  }
  return depths;
}
