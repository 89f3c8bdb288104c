import { describeValue } from '../schema/issue';

/**
 * A request that did not produce a usable HTTP answer: the transport rejected (status unknown)
 * or the server answered with a non-OK status. The message is the spec's
 * 'network error status: {status or unknown}'.
 */
export class ApiNetworkError extends Error {
  override readonly name = 'ApiNetworkError';
  /** The endpoint as a route template, e.g. 'GET /strategies/{strategy}/metrics/history'. */
  readonly endpoint: string;
  readonly url: string;
  /** HTTP status, or undefined when no response arrived. */
  readonly status: number | undefined;
  /** The error body's text, when the server sent one. */
  readonly body: string | undefined;

  constructor(options: {
    endpoint: string;
    url: string;
    status?: number;
    body?: string;
    cause?: unknown;
  }) {
    super(networkErrorMessage(options.status), { cause: options.cause });
    this.endpoint = options.endpoint;
    this.url = options.url;
    this.status = options.status;
    this.body = options.body;
  }
}

export function networkErrorMessage(status: number | undefined): string {
  return `network error status: ${status ?? 'unknown'}`;
}

/** A response that arrived but does not have the documented shape (or is not JSON at all). */
export class ApiValidationError extends Error {
  override readonly name = 'ApiValidationError';
  readonly endpoint: string;
  /** Where in the body the problem is, e.g. '$.history[3].timestamp'. */
  readonly path: string;
  readonly expected: string;
  readonly received: unknown;

  constructor(options: { endpoint: string; path: string; expected: string; received: unknown }) {
    super(
      `Invalid response from ${options.endpoint} at ${options.path}: expected ${options.expected}, received ${describeValue(options.received)}`,
    );
    this.endpoint = options.endpoint;
    this.path = options.path;
    this.expected = options.expected;
    this.received = options.received;
  }
}

export function isHttpStatus(error: unknown, status: number): boolean {
  return error instanceof ApiNetworkError && error.status === status;
}
