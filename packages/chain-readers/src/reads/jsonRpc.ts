/**
 * A JSON-RPC 2.0 transport over fetch, shaped like web3.js's: POST with a JSON body, up to five
 * tries 500 ms apart (doubling) while the node answers 429, `<status> <statusText>: <body>` for
 * any other HTTP failure, and the node's error message in the thrown error.
 */

export type JsonRpcFetch = (input: string, init: RequestInit) => Promise<Response>;

export interface JsonRpcTransportOptions {
  endpoint: string;
  /** Injected transport (tests, proxies); defaults to the global fetch. */
  fetch?: JsonRpcFetch;
  httpHeaders?: Record<string, string>;
  /** Waits between 429 retries; tests pass one that does not wait. */
  sleep?: (ms: number) => Promise<void>;
}

/** A JSON-RPC error answered by the node: `<what failed>: <node's message>`, as web3.js words it. */
export class JsonRpcError extends Error {
  override readonly name = 'SolanaJSONRPCError';
  readonly code: number;
  readonly data: unknown;
  constructor(error: { code: number; message: string; data?: unknown }, context: string) {
    super(`${context}: ${error.message}`);
    this.code = error.code;
    this.data = error.data;
  }
}

const RATE_LIMIT_TRIES = 5;
const FIRST_RATE_LIMIT_WAIT_MS = 500;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export type JsonRpcRequest = (
  method: string,
  params: unknown[],
  context: string,
) => Promise<unknown>;

/** One request at a time: returns the result, throws JsonRpcError for an error answer. */
export function createJsonRpcRequest(options: JsonRpcTransportOptions): JsonRpcRequest {
  const doFetch: JsonRpcFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const sleep = options.sleep ?? defaultSleep;
  let nextId = 0;
  return async (method, params, context) => {
    nextId += 1;
    const init: RequestInit = {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...options.httpHeaders },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId, method, params }),
    };
    let response = await doFetch(options.endpoint, init);
    let wait = FIRST_RATE_LIMIT_WAIT_MS;
    for (let tries = 1; response.status === 429 && tries < RATE_LIMIT_TRIES; tries += 1) {
      await sleep(wait);
      wait *= 2;
      response = await doFetch(options.endpoint, init);
    }
    const text = await response.text();
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}: ${text}`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error(`${context}: the node answered ${method} with something other than JSON`);
    }
    if (!isRecord(body)) throw new Error(`${context}: malformed ${method} answer`);
    const { error } = body;
    if (isRecord(error)) {
      const code = typeof error.code === 'number' ? error.code : 0;
      const message = typeof error.message === 'string' ? error.message : JSON.stringify(error);
      throw new JsonRpcError({ code, message, data: error.data }, context);
    }
    if (!('result' in body)) throw new Error(`${context}: malformed ${method} answer`);
    return body.result;
  };
}

type Base64Decoder = (text: string) => Uint8Array;

/** The engine's own decoder where it has one (`Uint8Array.fromBase64`: Chrome 140, Safari 18.2). */
const nativeFromBase64: Base64Decoder | undefined = (() => {
  const fromBase64 = (Uint8Array as { fromBase64?: Base64Decoder }).fromBase64;
  return typeof fromBase64 === 'function' ? (text) => fromBase64.call(Uint8Array, text) : undefined;
})();

/**
 * Bytes of a base64 string, without the Buffer polyfill. A market's reserves are hundreds of
 * kilobytes of base64: the native decoder takes a fraction of the time of a character loop,
 * which is the fallback.
 */
export function base64ToBytes(
  text: string,
  native: Base64Decoder | undefined = nativeFromBase64,
): Uint8Array {
  if (native) return native(text);
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
