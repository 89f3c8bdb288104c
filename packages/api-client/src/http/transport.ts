/** The part of a fetch Response the client reads. */
export interface ResponseLike {
  readonly ok: boolean;
  readonly status: number;
  text(): Promise<string>;
}

export interface RequestInitLike {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

/** A fetch-compatible function; `globalThis.fetch` fits, and so does a test fake. */
export type FetchLike = (url: string, init?: RequestInitLike) => Promise<ResponseLike>;

/** Per-call options every client method accepts. */
export interface CallOptions {
  /** Cancels the request (React Query passes one to every query function). */
  signal?: AbortSignal;
}
