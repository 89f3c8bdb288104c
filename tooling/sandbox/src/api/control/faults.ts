import { HttpError } from '../http/http-error';

/** What an injected fault does to a matching request. */
export interface FaultSpec {
  /** Path pattern: `*` matches any characters (slashes included); matched against the path only. */
  path: string;
  /** Only this method; any method when absent. */
  method?: string;
  /** How many matching requests the fault affects (default 1). */
  times: number;
  /** Answer with this status (and `body`, or `{ error: 'Injected fault' }`). */
  status?: number;
  /** Wait this long first (then apply the other effects, or answer normally). */
  delayMs?: number;
  /** Answer 200 (or `status`) with a body that is not valid JSON. */
  malformed?: boolean;
  /** Close the connection without answering. */
  drop?: boolean;
  /** JSON body to send instead of the real answer (status 200 unless `status`). */
  body?: unknown;
}

export interface Fault extends FaultSpec {
  id: number;
  /** Requests still to affect. */
  remaining: number;
}

export const MALFORMED_BODY = '{"sandbox": "malformed", "value": [1, 2';
const MAX_DELAY_MS = 60_000;

function globToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*');
  return new RegExp(`^${escaped}$`);
}

/** Reads a fault from a control request body, refusing anything it cannot do. */
export function parseFaultSpec(body: unknown): FaultSpec {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, 'Expected a JSON object');
  const input = body as Record<string, unknown>;
  const { path, method, times = 1, status, delayMs, malformed, drop } = input;
  if (typeof path !== 'string' || !path.startsWith('/'))
    throw new HttpError(400, 'path must be a pattern starting with /');
  if (method !== undefined && typeof method !== 'string')
    throw new HttpError(400, 'method must be a string');
  if (typeof times !== 'number' || !Number.isInteger(times) || times < 1 || times > 10_000)
    throw new HttpError(400, 'times must be an integer from 1 to 10000');
  if (
    status !== undefined &&
    (typeof status !== 'number' || !Number.isInteger(status) || status < 200 || status > 599)
  )
    throw new HttpError(400, 'status must be an HTTP status from 200 to 599');
  if (
    delayMs !== undefined &&
    (typeof delayMs !== 'number' ||
      !Number.isInteger(delayMs) ||
      delayMs < 0 ||
      delayMs > MAX_DELAY_MS)
  )
    throw new HttpError(400, `delayMs must be an integer from 0 to ${MAX_DELAY_MS}`);
  if (malformed !== undefined && typeof malformed !== 'boolean')
    throw new HttpError(400, 'malformed must be a boolean');
  if (drop !== undefined && typeof drop !== 'boolean')
    throw new HttpError(400, 'drop must be a boolean');
  const effects = [
    status !== undefined,
    delayMs !== undefined,
    malformed === true,
    drop === true,
    'body' in input,
  ];
  if (!effects.some(Boolean))
    throw new HttpError(400, 'A fault needs status, delayMs, malformed, drop or body');
  return {
    path,
    ...(method === undefined ? {} : { method: method.toUpperCase() }),
    times,
    ...(status === undefined ? {} : { status }),
    ...(delayMs === undefined ? {} : { delayMs }),
    ...(malformed ? { malformed } : {}),
    ...(drop ? { drop } : {}),
    ...('body' in input ? { body: input.body } : {}),
  };
}

/** Faults waiting for matching requests, first added first used. */
export class FaultList {
  private faults: Array<Fault & { pattern: RegExp }> = [];
  private nextId = 1;

  add(spec: FaultSpec): Fault {
    const fault = {
      ...spec,
      id: this.nextId,
      remaining: spec.times,
      pattern: globToRegExp(spec.path),
    };
    this.nextId += 1;
    this.faults.push(fault);
    return publicFault(fault);
  }

  list(): Fault[] {
    return this.faults.map(publicFault);
  }

  clear(): void {
    this.faults = [];
  }

  /** Removes one fault (a test cleaning up after itself); false when it is already used up. */
  remove(id: number): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((fault) => fault.id !== id);
    return this.faults.length < before;
  }

  /** The fault for this request, if any; using it counts down its remaining requests. */
  take(method: string, path: string): Fault | undefined {
    const fault = this.faults.find(
      (candidate) =>
        (candidate.method === undefined || candidate.method === method) &&
        candidate.pattern.test(path),
    );
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((candidate) => candidate !== fault);
    return publicFault(fault);
  }
}

function publicFault(fault: Fault & { pattern?: RegExp }): Fault {
  const { pattern: _pattern, ...rest } = fault;
  return rest;
}
