import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { brand } from '@keel/config/brand';
import { DEFAULT_BRAND, DEFAULT_SEED } from '../config/defaults';
import { BodyTooLargeError, closeServer, LOOPBACK_HOST, listen, readBody } from '../net/listen';
import { generateWorld } from '../world/generate-world';
import type { SandboxWorld, WorldBrand } from '../world/types';
import { CONTROL_PREFIX, controlRoutes } from './control/control-routes';
import { ControlState } from './control/control-state';
import { type Fault, MALFORMED_BODY } from './control/faults';
import type { ApiChainView } from './data/chain-activity';
import { SandboxDataset } from './data/dataset';
import { apiCorsHeaders } from './http/cors';
import { HttpError } from './http/http-error';
import { type ApiResponse, type HttpMethod, Router } from './http/router';
import { accountRoutes } from './routes/accounts';
import { CDN_PREFIX, cdnRoutes, GEO_PATH } from './routes/cdn';
import { distributorRoutes } from './routes/distributor';
import { earnRoutes } from './routes/earn';
import { externalRoutes, SYNTHETIC_DOLLAR_YIELD_PATH } from './routes/external';
import { lendingRoutes } from './routes/lending';
import { pointsRoutes } from './routes/points';
import { referralRoutes } from './routes/referrals';
import type { RouteContext } from './routes/route-context';
import { simulationRoutes } from './routes/simulate';
import { strategyRoutes } from './routes/strategies';
import { strategyHistoryRoutes } from './routes/strategy-history';
import { type SwapChainView, swapRoutes } from './routes/swap';
import { tokenRoutes } from './routes/tokens';

export const DEFAULT_API_PORT = 8787;
const MAX_BODY_BYTES = 1024 * 1024;
const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE'];

export interface SandboxApiOptions {
  /** Port on 127.0.0.1; 0 picks a free port. Default 8787. */
  port?: number | undefined;
  /** Seed of the world when `world` is not given. */
  seed?: string | undefined;
  /** The world to serve, or a function giving the current one (the chain's, across resets). */
  world?: SandboxWorld | (() => SandboxWorld) | undefined;
  brand?: Partial<WorldBrand> | undefined;
  /** Product API slug; default the brand config's `apiSlug`. */
  slug?: string | undefined;
  /** Clock; the dataset's anchor ("now") is its value, on the hour, when the dataset is built. */
  now?: (() => number) | undefined;
  /**
   * The chain the swap routes quote from (its pools and prices; the world's accounts when absent)
   * and whose landed transactions the user routes index.
   */
  chain?: (SwapChainView & Partial<ApiChainView>) | undefined;
}

export interface SandboxApi {
  /** Product API base URL, e.g. http://127.0.0.1:8787 */
  url: string;
  /** CDN base URL (lending config, resources.json, status.json), `{url}/cdn`. */
  cdnUrl: string;
  /** Geo lookup URL, `{url}/geo`. */
  geoUrl: string;
  /** The synthetic-dollar yields document, `{url}/external/synthetic-dollar-yield`. */
  syntheticDollarYieldUrl: string;
  /** Control endpoints, `{url}/__control`. */
  controlUrl: string;
  /** Notification feed of a wallet: `{url}/notifications/{wallet}`. */
  notificationsUrl(wallet: string): string;
  port: number;
  slug: string;
  /** The dataset of the current world (built lazily, part by part). */
  dataset(): SandboxDataset;
  control: ControlState;
  close(): Promise<void>;
}

/**
 * Starts the sandbox product API, CDN, geo, external documents and control endpoints on one
 * loopback port.
 */
export async function startSandboxApi(options: SandboxApiOptions = {}): Promise<SandboxApi> {
  const slug = options.slug ?? brand.apiSlug;
  const now = options.now ?? Date.now;
  const worldSource =
    typeof options.world === 'function'
      ? options.world
      : (() => {
          const world =
            options.world ??
            generateWorld({
              seed: options.seed ?? DEFAULT_SEED,
              brand: { ...DEFAULT_BRAND, ...options.brand },
            });
          return () => world;
        })();
  const control = new ControlState();
  const urls = { api: '', cdn: '' };
  let dataset: SandboxDataset | undefined;
  const data = (): SandboxDataset => {
    const world = worldSource();
    if (dataset?.world !== world)
      dataset = new SandboxDataset({
        world,
        slug,
        now: now(),
        cdnUrl: urls.cdn,
        chain: options.chain?.records ? (options.chain as ApiChainView) : undefined,
      });
    return dataset;
  };
  const resetData = () => {
    dataset = undefined;
  };
  const context: RouteContext = { data, resetData, control, slug, now };
  const api = new Router([
    ...tokenRoutes(context),
    ...strategyRoutes(context),
    ...simulationRoutes(context),
    ...strategyHistoryRoutes(context),
    ...lendingRoutes(context),
    ...pointsRoutes(context),
    ...distributorRoutes(context),
    ...earnRoutes(context),
    ...accountRoutes(context),
    ...referralRoutes(context),
    ...cdnRoutes(context),
    ...externalRoutes(context),
    ...swapRoutes(context, options.chain),
  ]);
  const controls = new Router(controlRoutes(context));

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      // Answers already sent cannot change; anything else becomes a 500.
      if (!response.headersSent) send(response, request, 500, { json: { error: String(error) } });
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://sandbox.invalid');
    const method = (request.method ?? 'GET').toUpperCase();
    if (method === 'OPTIONS') {
      response.writeHead(204, apiCorsHeaders(request.headers['access-control-request-headers']));
      response.end();
      return;
    }
    const isControl =
      url.pathname === CONTROL_PREFIX || url.pathname.startsWith(`${CONTROL_PREFIX}/`);
    if (!isControl) {
      const fault = control.faults.take(method, url.pathname);
      if (fault && (await applyFault(fault, request, response))) return;
    }
    try {
      if (!(METHODS as readonly string[]).includes(method))
        throw new HttpError(405, `Method ${method} not allowed`);
      const match = (isControl ? controls : api).match(method as HttpMethod, url.pathname);
      if (match.kind === 'not-found') throw new HttpError(404, `No route for ${url.pathname}`);
      if (match.kind === 'method-not-allowed')
        throw new HttpError(405, `Use ${match.allowed.join(', ')} for ${url.pathname}`);
      const body = method === 'GET' || method === 'DELETE' ? undefined : await jsonBody(request);
      const answer = await match.route.handle({
        method: method as HttpMethod,
        path: url.pathname,
        params: match.params,
        query: url.searchParams,
        body,
        headers: request.headers,
      });
      send(response, request, answer.status ?? 200, answer);
    } catch (error) {
      if (error instanceof HttpError)
        send(response, request, error.status, { json: error.body ?? { error: error.message } });
      else {
        const message = error instanceof Error ? error.message : String(error);
        console.error(`[sandbox-api] ${method} ${url.pathname} failed:`, error);
        send(response, request, 500, { json: { error: message } });
      }
    }
  }

  const port = await listen(server, options.port ?? DEFAULT_API_PORT);
  urls.api = `http://${LOOPBACK_HOST}:${port}`;
  urls.cdn = `${urls.api}${CDN_PREFIX}`;
  let closed: Promise<void> | undefined;
  return {
    url: urls.api,
    cdnUrl: urls.cdn,
    geoUrl: `${urls.api}${GEO_PATH}`,
    syntheticDollarYieldUrl: `${urls.api}${SYNTHETIC_DOLLAR_YIELD_PATH}`,
    controlUrl: `${urls.api}${CONTROL_PREFIX}`,
    notificationsUrl: (wallet) => `${urls.api}/notifications/${wallet}`,
    port,
    slug,
    dataset: data,
    control,
    close: () => {
      closed ??= closeServer(server);
      return closed;
    },
  };
}

async function jsonBody(request: IncomingMessage): Promise<unknown> {
  let text: string;
  try {
    text = await readBody(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new HttpError(413, error.message);
    throw error;
  }
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'Malformed JSON body');
  }
}

function send(
  response: ServerResponse,
  request: IncomingMessage,
  status: number,
  answer: ApiResponse,
): void {
  const cors = apiCorsHeaders(request.headers['access-control-request-headers']);
  const isJson = 'json' in answer;
  const body = isJson ? JSON.stringify(answer.json) : answer.text;
  response.writeHead(status, {
    ...cors,
    'content-type': isJson ? 'application/json; charset=utf-8' : answer.contentType,
    'cache-control': 'no-store',
    ...answer.headers,
  });
  response.end(body);
}

/** Applies an injected fault; true when it answered (or dropped) the request itself. */
async function applyFault(
  fault: Fault,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
  if (fault.drop) {
    request.socket.destroy();
    return true;
  }
  if (fault.malformed) {
    send(response, request, fault.status ?? 200, {
      text: MALFORMED_BODY,
      contentType: 'application/json; charset=utf-8',
    });
    return true;
  }
  if ('body' in fault) {
    send(response, request, fault.status ?? 200, { json: fault.body });
    return true;
  }
  if (fault.status !== undefined) {
    send(response, request, fault.status, { json: { error: 'Injected fault' } });
    return true;
  }
  return false;
}
