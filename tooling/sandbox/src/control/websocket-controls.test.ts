import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestChain, type TestChain } from '../test-support/test-chain';

let t: TestChain;

beforeAll(async () => {
  t = await startTestChain({ seed: 'websocket-controls' });
});
afterAll(() => t.chain.close());

async function control(method: string, path: string, body?: unknown) {
  const response = await fetch(`${t.chain.controlUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Opens a websocket and subscribes to slots; resolves once the subscription id is back. */
async function slotSubscriber(): Promise<WebSocket> {
  const socket = new WebSocket(t.chain.wsUrl);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'slotSubscribe' }));
  await new Promise<void>((resolve) => {
    socket.on('message', (raw) => {
      if ((JSON.parse(raw.toString()) as { id?: number }).id === 1) resolve();
    });
  });
  return socket;
}

/** Resolves with the close code once the server has dropped the socket. */
const closed = (socket: WebSocket) =>
  new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

/** Resolves with the HTTP status a refused handshake got, or 101 when it opened. */
function handshake(): Promise<number> {
  return new Promise((resolve) => {
    const socket = new WebSocket(t.chain.wsUrl);
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.once('error', () => undefined);
  });
}

describe('websocket controls', () => {
  it('counts the open connections and subscriptions by kind', async () => {
    const socket = await slotSubscriber();
    const { status, body } = await control('GET', '/websocket');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      connections: 1,
      subscriptions: 1,
      byKind: { slot: 1 },
      refusingUntil: null,
    });
    const gone = closed(socket);
    socket.close();
    await gone;
    await expect.poll(async () => (await control('GET', '/websocket')).body.subscriptions).toBe(0);
  });

  it('drops every connection with its subscriptions, then accepts reconnections', async () => {
    const sockets = [await slotSubscriber(), await slotSubscriber()];
    const codes = Promise.all(sockets.map(closed));
    const { body } = await control('POST', '/websocket/drop', {});
    expect(body).toEqual({ dropped: 2, refusingUntil: null });
    // Terminated without a close frame, as a node that goes away.
    expect(await codes).toEqual([1006, 1006]);
    expect((await control('GET', '/websocket')).body).toMatchObject({
      connections: 0,
      subscriptions: 0,
    });
    const again = await slotSubscriber();
    expect((await control('GET', '/websocket')).body.subscriptions).toBe(1);
    again.close();
  });

  it('refuses reconnections for the outage asked, until restored', async () => {
    const socket = await slotSubscriber();
    const gone = closed(socket);
    const { body } = await control('POST', '/websocket/drop', { refuseMs: 60_000 });
    expect(body.dropped).toBe(1);
    expect(body.refusingUntil).toBeGreaterThan(Date.now());
    await gone;
    expect(await handshake()).toBe(503);
    expect((await control('GET', '/websocket')).body.refusingUntil).toBe(body.refusingUntil);
    expect((await control('POST', '/websocket/restore')).body.refusingUntil).toBeNull();
    expect(await handshake()).toBe(101);
  });

  it('rejects a bad outage and other methods', async () => {
    expect((await control('POST', '/websocket/drop', { refuseMs: -1 })).status).toBe(400);
    expect((await control('POST', '/websocket/drop', { refuseMs: 'long' })).status).toBe(400);
    expect((await control('GET', '/websocket/drop')).status).toBe(405);
    expect((await control('POST', '/websocket')).status).toBe(405);
  });
});
