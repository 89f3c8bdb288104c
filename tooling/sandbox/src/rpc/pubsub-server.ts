import { createServer } from 'node:http';
import { type WebSocket, WebSocketServer } from 'ws';
import type { Ledger } from '../chain/ledger';
import { stringifyJson } from '../encoding/json-bigint';
import { closeServer, listen } from '../net/listen';
import type { RunningServer } from './http-server';
import { handleJsonRpcText } from './json-rpc';
import { type PubsubSession, SubscriptionHub } from './subscriptions';

/** Solana's websocket PubSub API on its own port. */
export async function startPubsubServer(
  ledger: Ledger,
  port: number,
): Promise<RunningServer & { hub: SubscriptionHub }> {
  const hub = new SubscriptionHub(ledger, stringifyJson);
  const http = createServer((_request, response) => {
    response.writeHead(426, { 'content-type': 'text/plain' });
    response.end('Upgrade to a websocket to use the PubSub API');
  });
  const wss = new WebSocketServer({ server: http });
  wss.on('connection', (socket: WebSocket) => {
    const session: PubsubSession = {
      send: (text) => {
        if (socket.readyState === socket.OPEN) socket.send(text);
      },
    };
    const methods = hub.methodsFor(session);
    socket.on('message', (raw) => {
      const answer = handleJsonRpcText(raw.toString(), methods);
      if (answer !== null) session.send(answer);
    });
    socket.on('close', () => hub.endSession(session));
    socket.on('error', () => hub.endSession(session));
  });
  const bound = await listen(http, port);
  return {
    port: bound,
    hub,
    close: async () => {
      hub.close();
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await closeServer(http);
    },
  };
}
