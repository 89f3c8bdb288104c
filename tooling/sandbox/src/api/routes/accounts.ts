import { createPublicKey, verify } from 'node:crypto';
import { decodeBase58 } from '../../encoding/base58';
import type { ReferralCodeRecord } from '../data/accounts';
import { notificationFeed } from '../data/notifications';
import { iso } from '../data/time';
import { badRequest, HttpError, notFound } from '../http/http-error';
import { intParam, timeParam } from '../http/params';
import type { RouteDefinition } from '../http/router';
import type { RouteModule } from './route-context';
import { walletParam } from './wire';

const CODE_FORMAT = /^[A-Za-z0-9_-]{3,24}$/;
/** SPKI DER prefix of an ed25519 public key; the 32 key bytes follow. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** True when `signature` (base58) signs `message` with the wallet's key. */
export function verifyWalletSignature(wallet: string, message: string, signature: string): boolean {
  try {
    const key = createPublicKey({
      key: Buffer.concat([ED25519_SPKI_PREFIX, decodeBase58(wallet)]),
      format: 'der',
      type: 'spki',
    });
    return verify(null, Buffer.from(message, 'utf8'), key, decodeBase58(signature));
  } catch {
    return false;
  }
}

interface CodeRequest {
  wallet: string;
  code: string;
  signature: string;
  session: string;
}

function codeRequest(body: unknown, wallet: string): CodeRequest {
  if (typeof body !== 'object' || body === null) throw badRequest('Expected a JSON body');
  const { code, signature, session } = body as Record<string, unknown>;
  const bodyWallet = (body as Record<string, unknown>).wallet;
  if (bodyWallet !== undefined && bodyWallet !== wallet)
    throw badRequest('wallet does not match the path');
  if (typeof code !== 'string' || !CODE_FORMAT.test(code))
    throw badRequest('code must be 3 to 24 letters, digits, _ or -');
  if (typeof signature !== 'string' || typeof session !== 'string')
    throw badRequest('signature and session are required');
  return { wallet, code, signature, session };
}

const codeJson = (record: ReferralCodeRecord) => ({
  code: record.code,
  referrer: record.referrer,
  pda: record.pda,
});

/** Referral codes, user metadata (screening) and the notification feed. */
export const accountRoutes: RouteModule = ({ data, now }) => {
  const accounts = () => data().accounts;
  /** Checks the signed session, then stores the code for the wallet. */
  const saveCode = (request: CodeRequest, mode: 'create' | 'update'): ReferralCodeRecord => {
    const store = accounts();
    const existing = store.codesByWallet.get(request.wallet);
    if (mode === 'create' && existing)
      throw new HttpError(409, 'Wallet already has a referral code');
    if (mode === 'update' && !existing) throw new HttpError(404, 'Referral code not found');
    const session = store.sessions.get(request.wallet);
    if (!session || session.session !== request.session || session.expiresOn < now())
      throw new HttpError(403, 'Unknown or expired session');
    if (!verifyWalletSignature(request.wallet, session.message, request.signature))
      throw new HttpError(403, 'Invalid signature');
    const taken = store.codeByName(request.code);
    if (taken && taken.referrer !== request.wallet) throw new HttpError(409, 'Referral code taken');
    const record = {
      code: request.code,
      referrer: request.wallet,
      pda: store.pdaFor(request.wallet),
    };
    store.codesByWallet.set(request.wallet, record);
    store.sessions.delete(request.wallet);
    return record;
  };
  const routes: RouteDefinition[] = [
    {
      method: 'GET',
      path: '/referral-codes/{code}',
      handle: ({ params }) => {
        const record = accounts().codeByName(params.code ?? '');
        if (!record) throw notFound('Referral code');
        return { json: codeJson(record) };
      },
    },
    {
      method: 'GET',
      path: '/users/{wallet}/referral-code',
      handle: ({ params }) => {
        const record = accounts().codesByWallet.get(walletParam(params));
        if (!record) throw notFound('Referral code');
        return { json: codeJson(record) };
      },
    },
    {
      method: 'POST',
      path: '/users/{wallet}/referral-code',
      handle: ({ params, body }) => ({
        json: codeJson(saveCode(codeRequest(body, walletParam(params)), 'create')),
      }),
    },
    {
      method: 'PUT',
      path: '/users/{wallet}/referral-code',
      handle: ({ params, body }) => ({
        json: codeJson(saveCode(codeRequest(body, walletParam(params)), 'update')),
      }),
    },
    {
      method: 'GET',
      path: '/users/{wallet}/referral-message',
      handle: ({ params }) => {
        const session = accounts().newSession(walletParam(params), now());
        return {
          json: {
            message: session.message,
            session: session.session,
            expiresOn: iso(session.expiresOn),
          },
        };
      },
    },
    {
      method: 'GET',
      path: '/users/{wallet}/referred-by',
      handle: ({ params }) => {
        const record = accounts().referrerOf(walletParam(params));
        if (!record) throw notFound('Referrer');
        return { json: codeJson(record) };
      },
    },
    {
      method: 'GET',
      path: '/users/{wallet}/referred-users',
      handle: ({ params }) => ({
        json: accounts()
          .referredUsers(walletParam(params))
          .map((user) => ({
            user: user.user,
            volumeUsd: user.volumeUsd,
            referredOn: iso(user.referredOn),
          })),
      }),
    },
    {
      method: 'GET',
      path: '/users/{wallet}/metadata',
      handle: ({ params }) => {
        const record = accounts().screening.get(walletParam(params));
        if (!record) throw notFound('User');
        return { json: screeningJson(record) };
      },
    },
    {
      method: 'POST',
      path: '/users/{wallet}/metadata',
      handle: ({ params }) => ({
        json: screeningJson(accounts().screen(walletParam(params), now())),
      }),
    },
    {
      method: 'GET',
      path: '/notifications/{wallet}',
      handle: ({ params, query }) => {
        const wallet = walletParam(params);
        const since = timeParam(query, 'since');
        const limit = intParam(query, 'limit', { min: 1, max: 500, fallback: 100 });
        const feed = notificationFeed(
          data().ctx,
          wallet,
          accounts().pushedNotifications.get(wallet) ?? [],
        )
          .filter((message) => since === undefined || Date.parse(message.timestamp) > since)
          .slice(0, limit);
        return { json: { wallet, notifications: feed } };
      },
    },
  ];
  return routes;
};

function screeningJson(record: { lastScreened: number | null; hasRisk: boolean }) {
  return {
    lastScreened: record.lastScreened === null ? null : iso(record.lastScreened),
    hasRisk: record.hasRisk,
  };
}
