import { SchemaIssue } from '../schema/issue';
import { ROOT } from '../schema/path';
import type { Schema } from '../schema/schema';
import { ApiNetworkError, ApiValidationError } from './errors';
import type { CallOptions, FetchLike } from './transport';

export interface JsonRequest extends CallOptions {
  /** Route template used in error messages, e.g. 'GET /v2/strategies/{strategy}/pnl'. */
  endpoint: string;
  url: string;
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
}

/**
 * Sends a request and returns the parsed JSON body. A rejected transport or a non-OK status
 * becomes ApiNetworkError; a body that is not JSON becomes ApiValidationError.
 */
export async function requestJson(fetchFn: FetchLike, request: JsonRequest): Promise<unknown> {
  const method = request.method ?? 'GET';
  let response: Awaited<ReturnType<FetchLike>>;
  try {
    response = await fetchFn(request.url, {
      method,
      headers:
        request.body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      ...(request.signal ? { signal: request.signal } : {}),
    });
  } catch (cause) {
    if (isAbort(cause)) throw cause;
    throw new ApiNetworkError({ endpoint: request.endpoint, url: request.url, cause });
  }
  const text = await readText(response, request);
  if (!response.ok)
    throw new ApiNetworkError({
      endpoint: request.endpoint,
      url: request.url,
      status: response.status,
      body: text,
    });
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiValidationError({
      endpoint: request.endpoint,
      path: '$',
      expected: 'a JSON body',
      received: text,
    });
  }
}

/** Validates a body against a schema, naming the endpoint and the field on failure. */
export function parseBody<T>(endpoint: string, schema: Schema<T>, body: unknown): T {
  try {
    return schema.parse(body, ROOT);
  } catch (error) {
    if (error instanceof SchemaIssue)
      throw new ApiValidationError({
        endpoint,
        path: error.path,
        expected: error.expected,
        received: error.received,
      });
    throw error;
  }
}

async function readText(
  response: Awaited<ReturnType<FetchLike>>,
  request: JsonRequest,
): Promise<string> {
  try {
    return await response.text();
  } catch (cause) {
    if (isAbort(cause)) throw cause;
    throw new ApiNetworkError({
      endpoint: request.endpoint,
      url: request.url,
      status: response.ok ? undefined : response.status,
      cause,
    });
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
