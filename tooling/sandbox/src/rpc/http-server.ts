import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { BodyTooLargeError, closeServer, corsHeaders, listen, readBody } from '../net/listen';
import { handleJsonRpcText, type RpcMethodTable } from './json-rpc';

const MAX_BODY_BYTES = 10 * 1024 * 1024;
const KEEP_ALIVE_MS = 65_000;

export interface RunningServer {
  port: number;
  close(): Promise<void>;
}

function send(
  response: ServerResponse,
  request: IncomingMessage,
  status: number,
  body: string,
  type: string,
) {
  response.writeHead(status, {
    'content-type': type,
    ...corsHeaders(request.headers['access-control-request-headers']),
  });
  response.end(body);
}

/** JSON-RPC over HTTP POST at `/`, plus `GET /health` as validators serve it. */
export async function startRpcHttpServer(
  methods: RpcMethodTable,
  port: number,
): Promise<RunningServer> {
  const server = createServer(async (request, response) => {
    if (request.method === 'OPTIONS') return send(response, request, 204, '', 'text/plain');
    if (request.method === 'GET' && request.url === '/health') {
      return send(response, request, 200, 'ok', 'text/plain');
    }
    if (request.method !== 'POST') {
      return send(
        response,
        request,
        405,
        'Used HTTP Method is not allowed. POST or OPTIONS is required',
        'text/plain',
      );
    }
    let body: string;
    try {
      body = await readBody(request, MAX_BODY_BYTES);
    } catch (error) {
      const status = error instanceof BodyTooLargeError ? 413 : 400;
      return send(response, request, status, String(error), 'text/plain');
    }
    const answer = handleJsonRpcText(body, methods);
    send(response, request, 200, answer ?? '', 'application/json');
  });
  // Idle sockets are closed by the client, not here: with the server's 5 s default, a client in
  // the same busy process could reuse a socket the server was closing (ECONNRESET, "fetch failed").
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  const bound = await listen(server, port);
  return { port: bound, close: () => closeServer(server) };
}
