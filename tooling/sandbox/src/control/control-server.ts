/** HTTP control endpoints for tests and fixtures: reset, advance, overwrite, wallets. JSON only. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { PublicKey } from '@solana/web3.js';
import { slotsInSeconds } from '../chain/chain-time';
import { stringifyJson } from '../encoding/json-bigint';
import { BodyTooLargeError, closeServer, corsHeaders, listen, readBody } from '../net/listen';
import type { RunningServer } from '../rpc/http-server';
import { parseReserveStatus, type ReserveConfigChange } from '../world/reserve-controls';

const MAX_BODY_BYTES = 12 * 1024 * 1024;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const U64_MAX = 18_446_744_073_709_551_615n;
/** Largest account data the runtime allows (10 MiB). */
const MAX_ACCOUNT_BYTES = 10 * 1024 * 1024;

/** A client error: answered with its status and `{ error }`. */
export class ControlError extends Error {
  override readonly name = 'ControlError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface AccountOverwrite {
  address: PublicKey;
  lamports: bigint;
  owner: PublicKey;
  data: Uint8Array;
  executable: boolean;
}

/** What the control server can ask of the running sandbox. */
export interface ControlActions {
  status(): unknown;
  wallets(): unknown;
  world(): unknown;
  reset(seed: string | undefined): unknown;
  advance(slots: number): unknown;
  /** Accepts and drops the next `count` distinct transactions sent (0 cancels). */
  holdTransactions(count: number): unknown;
  readAccount(address: PublicKey): unknown;
  overwriteAccount(overwrite: AccountOverwrite): unknown;
  /** Moves a token's oracle price (by mint or symbol); a decimal USD string. */
  setOraclePrice(token: string, priceUsd: string): unknown;
  /** Starts or stops the oracle crank. */
  setOracleCrank(running: boolean): unknown;
  configureReserve(address: PublicKey, change: ReserveConfigChange): unknown;
  /** Ends the season allocation claim: clawback time now, then a real clawback transaction. */
  closeAirdrop(): unknown;
  /** Re-opens it as written: no claim records, the vault full, not clawed back. */
  reopenAirdrop(): unknown;
  /** Gives a wallet an allocation of `amount` raw units: the tree, root and vault follow. */
  allocateAirdrop(claimant: PublicKey, amount: bigint): unknown;
  /** The websocket server's open connections and subscriptions. */
  websocketStats(): unknown;
  /** Drops every websocket connection; refuses new ones for `refuseMs` (0: none refused). */
  dropWebsockets(refuseMs: number): unknown;
  /** Accepts websocket connections again at once. */
  restoreWebsockets(): unknown;
}

function record(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ControlError(400, 'Expected a JSON object');
  }
  return value as Record<string, unknown>;
}

function address(text: string): PublicKey {
  try {
    return new PublicKey(decodeURIComponent(text));
  } catch {
    throw new ControlError(400, `Not a valid address: ${text}`);
  }
}

function parseOverwrite(target: PublicKey, body: Record<string, unknown>): AccountOverwrite {
  const { lamports, owner, data, executable } = body;
  let amount: bigint;
  try {
    if (typeof lamports !== 'string' && typeof lamports !== 'number') throw new Error();
    amount = BigInt(lamports);
  } catch {
    throw new ControlError(400, 'lamports must be an integer (number or decimal string)');
  }
  if (amount < 0n || amount > U64_MAX) throw new ControlError(400, 'lamports must fit in a u64');
  if (typeof owner !== 'string') throw new ControlError(400, 'owner must be a base58 address');
  const ownerKey = address(owner);
  const encoded = data ?? '';
  if (typeof encoded !== 'string' || !BASE64.test(encoded)) {
    throw new ControlError(400, 'data must be a base64 string');
  }
  const bytes = Buffer.from(encoded, 'base64');
  if (bytes.length > MAX_ACCOUNT_BYTES) throw new ControlError(400, 'data is larger than 10 MiB');
  if (executable !== undefined && typeof executable !== 'boolean') {
    throw new ControlError(400, 'executable must be a boolean');
  }
  return {
    address: target,
    lamports: amount,
    owner: ownerKey,
    data: new Uint8Array(bytes),
    executable: executable ?? false,
  };
}

function parseAdvance(body: Record<string, unknown>, slotMs: number): number {
  const { slots, seconds } = body;
  let count = 0;
  if (slots !== undefined) {
    if (typeof slots !== 'number' || !Number.isSafeInteger(slots) || slots < 0) {
      throw new ControlError(400, 'slots must be a non-negative integer');
    }
    count += slots;
  }
  if (seconds !== undefined) {
    if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) {
      throw new ControlError(400, 'seconds must be a non-negative number');
    }
    count += slotsInSeconds(slotMs, seconds);
  }
  if (count < 1)
    throw new ControlError(400, 'Give slots and/or seconds that add up to at least one slot');
  return count;
}

const ENDPOINTS = {
  'GET /status': 'slot, time, seed, URLs, loaded programs and what the world wrote',
  'GET /wallets': 'the sandbox wallets with their deterministic keys',
  'GET /world': 'the plain-data world (tokens, markets, strategies, farms, wallets)',
  'POST /reset': 'back to the seed; body { "seed"?: string } switches seed',
  'POST /advance': 'jump forward; body { "slots"?: number, "seconds"?: number }',
  'POST /transactions/hold':
    'accept and drop the next sent transactions (re-sends too) so they expire unconfirmed; body { "count": number } (0 cancels)',
  'GET /accounts/{address}': 'an account with base64 data',
  'PUT /accounts/{address}':
    'overwrite; body { "lamports", "owner", "data" (base64), "executable"? }',
  'POST /oracle/prices':
    'move a Scope price; body { "token": mint or symbol, "priceUsd": decimal string }; the sandbox taker then fills the limit orders it crosses',
  'POST /oracle/crank': 'start or stop the price crank; body { "running": boolean }',
  'POST /reserves/{address}':
    'a reserve\'s status and caps; body { "status"?: Active|Obsolete|Hidden, "depositLimit"?, "borrowLimit"? } (raw units)',
  'GET /websocket':
    'open websocket connections and subscriptions (total and by kind), and whether new connections are refused',
  'POST /websocket/drop':
    'drop every websocket connection as a node would; body { "refuseMs"?: number } refuses reconnections that long (default 0)',
  'POST /websocket/restore': 'accept websocket connections again before the outage ends',
  'POST /airdrop/allocate':
    'give a wallet an allocation; body { "claimant": address, "amount": raw units as a string } (409 when it has one)',
  'POST /airdrop/close':
    "end the allocation claim: the distributor's clawback time is brought to now and a clawback lands (claims then fail with ClaimExpired)",
};

function u64Field(body: Record<string, unknown>, name: string): bigint | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  try {
    if (typeof value !== 'string' && typeof value !== 'number') throw new Error();
    const parsed = BigInt(value);
    if (parsed < 0n || parsed > U64_MAX) throw new Error();
    return parsed;
  } catch {
    throw new ControlError(400, `${name} must be a u64 (number or decimal string)`);
  }
}

function parseReserveChange(body: Record<string, unknown>): ReserveConfigChange {
  const change: ReserveConfigChange = {};
  if (body.status !== undefined) {
    try {
      change.status = parseReserveStatus(body.status);
    } catch (error) {
      throw new ControlError(400, error instanceof Error ? error.message : String(error));
    }
  }
  const depositLimit = u64Field(body, 'depositLimit');
  const borrowLimit = u64Field(body, 'borrowLimit');
  if (depositLimit !== undefined) change.depositLimit = depositLimit;
  if (borrowLimit !== undefined) change.borrowLimit = borrowLimit;
  if (Object.keys(change).length === 0) {
    throw new ControlError(400, 'Give status, depositLimit and/or borrowLimit');
  }
  return change;
}

async function route(
  request: IncomingMessage,
  actions: ControlActions,
  slotMs: number,
): Promise<{ status: number; body: unknown }> {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const method = request.method ?? 'GET';
  const json = async () => {
    const text = await readBody(request, MAX_BODY_BYTES);
    if (text.trim() === '') return {};
    try {
      return record(JSON.parse(text));
    } catch (error) {
      if (error instanceof ControlError) throw error;
      throw new ControlError(400, 'Body is not valid JSON');
    }
  };
  const accountMatch = /^\/accounts\/([^/]+)$/.exec(path);
  if (method === 'GET' && path === '/') return { status: 200, body: { endpoints: ENDPOINTS } };
  if (method === 'GET' && path === '/health') return { status: 200, body: { ok: true } };
  if (method === 'GET' && path === '/status') return { status: 200, body: actions.status() };
  if (method === 'GET' && path === '/wallets') return { status: 200, body: actions.wallets() };
  if (method === 'GET' && path === '/world') return { status: 200, body: actions.world() };
  if (method === 'POST' && path === '/reset') {
    const { seed } = await json();
    if (seed !== undefined && (typeof seed !== 'string' || seed.trim() === '')) {
      throw new ControlError(400, 'seed must be a non-empty string');
    }
    return { status: 200, body: actions.reset(seed) };
  }
  if (method === 'POST' && path === '/advance') {
    return { status: 200, body: actions.advance(parseAdvance(await json(), slotMs)) };
  }
  if (method === 'POST' && path === '/transactions/hold') {
    const { count } = await json();
    if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0) {
      throw new ControlError(400, 'count must be a non-negative integer');
    }
    return { status: 200, body: actions.holdTransactions(count) };
  }
  if (accountMatch !== null && method === 'GET') {
    return { status: 200, body: actions.readAccount(address(accountMatch[1] ?? '')) };
  }
  if (accountMatch !== null && (method === 'PUT' || method === 'POST')) {
    const target = address(accountMatch[1] ?? '');
    return { status: 200, body: actions.overwriteAccount(parseOverwrite(target, await json())) };
  }
  if (method === 'POST' && path === '/oracle/prices') {
    const { token, priceUsd } = await json();
    if (typeof token !== 'string' || token === '')
      throw new ControlError(400, 'token must be a mint or a symbol');
    if (typeof priceUsd !== 'string' || !/^\d+(\.\d+)?$/.test(priceUsd)) {
      throw new ControlError(400, 'priceUsd must be a non-negative decimal string');
    }
    return { status: 200, body: actions.setOraclePrice(token, priceUsd) };
  }
  if (method === 'POST' && path === '/oracle/crank') {
    const { running } = await json();
    if (typeof running !== 'boolean') throw new ControlError(400, 'running must be a boolean');
    return { status: 200, body: actions.setOracleCrank(running) };
  }
  if (method === 'GET' && path === '/websocket') {
    return { status: 200, body: actions.websocketStats() };
  }
  if (method === 'POST' && path === '/websocket/drop') {
    const { refuseMs = 0 } = await json();
    if (typeof refuseMs !== 'number' || !Number.isSafeInteger(refuseMs) || refuseMs < 0) {
      throw new ControlError(400, 'refuseMs must be a non-negative integer');
    }
    return { status: 200, body: actions.dropWebsockets(refuseMs) };
  }
  if (method === 'POST' && path === '/websocket/restore') {
    return { status: 200, body: actions.restoreWebsockets() };
  }
  if (method === 'POST' && path === '/airdrop/close') {
    return { status: 200, body: actions.closeAirdrop() };
  }
  if (method === 'POST' && path === '/airdrop/reopen') {
    return { status: 200, body: actions.reopenAirdrop() };
  }
  if (method === 'POST' && path === '/airdrop/allocate') {
    const body = await json();
    const amount = u64Field(body, 'amount');
    if (typeof body.claimant !== 'string' || amount === undefined || amount <= 0n) {
      throw new ControlError(400, 'claimant (an address) and a positive amount are required');
    }
    return { status: 200, body: actions.allocateAirdrop(address(body.claimant), amount) };
  }
  const reserveMatch = /^\/reserves\/([^/]+)$/.exec(path);
  if (reserveMatch !== null && method === 'POST') {
    const target = address(reserveMatch[1] ?? '');
    return {
      status: 200,
      body: actions.configureReserve(target, parseReserveChange(await json())),
    };
  }
  const known =
    path in
    {
      '/': 1,
      '/health': 1,
      '/status': 1,
      '/wallets': 1,
      '/world': 1,
      '/reset': 1,
      '/advance': 1,
      '/transactions/hold': 1,
      '/oracle/prices': 1,
      '/oracle/crank': 1,
      '/airdrop/close': 1,
      '/airdrop/reopen': 1,
      '/websocket': 1,
      '/websocket/drop': 1,
      '/websocket/restore': 1,
    };
  if (known || accountMatch !== null || reserveMatch !== null)
    throw new ControlError(405, `${method} is not allowed on ${path}`);
  throw new ControlError(404, `No control endpoint at ${path}`);
}

export async function startControlServer(
  actions: ControlActions,
  port: number,
  slotMs: number,
): Promise<RunningServer> {
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const headers = {
      'content-type': 'application/json',
      ...corsHeaders(request.headers['access-control-request-headers']),
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, headers);
      response.end();
      return;
    }
    let status: number;
    let body: unknown;
    try {
      ({ status, body } = await route(request, actions, slotMs));
    } catch (error) {
      status =
        error instanceof ControlError
          ? error.status
          : error instanceof BodyTooLargeError
            ? 413
            : 500;
      body = { error: error instanceof Error ? error.message : String(error) };
    }
    response.writeHead(status, headers);
    response.end(stringifyJson(body));
  });
  const bound = await listen(server, port);
  return { port: bound, close: () => closeServer(server) };
}
