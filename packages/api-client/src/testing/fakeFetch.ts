import { type ApiClient, createApiClient } from '../client';
import type { ApiClientConfig, ErrorReportContext } from '../config';
import type { FetchLike, RequestInitLike } from '../http/transport';

/** One request the fake transport received. */
export interface RecordedRequest {
  url: URL;
  method: string;
  body: string | undefined;
}

/** What the fake answers: a status and body, or a transport failure. */
export type FakeReply =
  | { status?: number; json?: unknown; text?: string }
  | { networkError: true }
  | { abort: true };

export type FakeHandler = (request: RecordedRequest) => FakeReply | Promise<FakeReply>;

export function json(body: unknown, status = 200): FakeReply {
  return { status, json: body };
}

export function status(code: number, body: unknown = { error: 'failed' }): FakeReply {
  return { status: code, json: body };
}

/** A fetch-compatible fake that records every request and answers with the handler's reply. */
export function fakeFetch(handler: FakeHandler): { fetch: FetchLike; calls: RecordedRequest[] } {
  const calls: RecordedRequest[] = [];
  const fetch: FetchLike = async (url: string, init?: RequestInitLike) => {
    const request = { url: new URL(url), method: init?.method ?? 'GET', body: init?.body };
    calls.push(request);
    const reply = await handler(request);
    if ('networkError' in reply) throw new TypeError('Failed to fetch');
    if ('abort' in reply) throw new DOMException('The operation was aborted.', 'AbortError');
    const code = reply.status ?? 200;
    const text = reply.text ?? JSON.stringify(reply.json ?? null);
    return { ok: code >= 200 && code < 300, status: code, text: async () => text };
  };
  return { fetch, calls };
}

export interface TestClient {
  client: ApiClient;
  calls: RecordedRequest[];
  reports: Array<{ error: unknown; context: ErrorReportContext }>;
}

/** A client on test hosts with slug 'acme', recording requests and reported failures. */
export function testClient(
  handler: FakeHandler,
  overrides: Partial<Omit<ApiClientConfig, 'fetch'>> = {},
): TestClient {
  const { fetch, calls } = fakeFetch(handler);
  const reports: TestClient['reports'] = [];
  const client = createApiClient({
    baseUrl: 'https://api.test',
    cdnUrl: 'https://cdn.test',
    geoUrl: 'https://geo.test/json',
    env: 'mainnet-beta',
    slug: 'acme',
    fetch,
    reportError: (error, context) => reports.push({ error, context }),
    ...overrides,
  });
  return { client, calls, reports };
}
