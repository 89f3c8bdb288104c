import { createServer } from 'node:http';
import { type WebSocket, WebSocketServer } from 'ws';
import type { Ledger } from '../chain/ledger';
import { stringifyJson } from '../encoding/json-bigint';
import { closeServer, listen } from '../net/listen';
import type { RunningServer } from './http-server';
import { handleJsonRpcText } from './json-rpc';
import { type PubsubSession, SubscriptionHub } from './subscriptions';

/** What the websocket server holds open now, as the control API reports it. */
export interface PubsubStats {
  connections: number;
  subscriptions: number;
  byKind: Partial<Record<string, number>>;
  /** New connections are refused (after a drop asked for an outage) until this time, ms. */
  refusingUntil: number | null;
}

export interface PubsubServer extends RunningServer {
  hub: SubscriptionHub;
  stats(): PubsubStats;
  /**
   * Closes every client connection as a node dropping them would (close code 1006, no close
   * frame) and refuses new ones for `refuseMs` (0: clients may reconnect at once).
   */
  dropConnections(refuseMs: number): { dropped: number; refusingUntil: number | null };
  /** Accepts connections again before a drop's outage is over. */
  restoreConnections(): void;
}

/** Solana's websocket PubSub API on its own port. */
export async function startPubsubServer(ledger: Ledger, port: number): Promise<PubsubServer> {
  const hub = new SubscriptionHub(ledger, stringifyJson);
  let refusingUntil: number | null = null;
  const refusing = () => refusingUntil !== null && Date.now() < refusingUntil;
  const http = createServer((_request, response) => {
    response.writeHead(426, { 'content-type': 'text/plain' });
    response.end('Upgrade to a websocket to use the PubSub API');
  });
  const wss = new WebSocketServer({
    server: http,
    // During an outage the handshake fails as a node that is down for maintenance answers.
    verifyClient: (_info, accept) => (refusing() ? accept(false, 503) : accept(true)),
  });
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
    stats: () => ({
      connections: wss.clients.size,
      subscriptions: hub.count,
      byKind: hub.countByKind(),
      refusingUntil: refusing() ? refusingUntil : null,
    }),
    dropConnections: (refuseMs) => {
      const dropped = wss.clients.size;
      refusingUntil = refuseMs > 0 ? Date.now() + refuseMs : null;
      for (const client of wss.clients) client.terminate();
      return { dropped, refusingUntil };
    },
    restoreConnections: () => {
      refusingUntil = null;
    },
    close: async () => {
      hub.close();
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await closeServer(http);
    },
  };
}
