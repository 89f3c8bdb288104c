/**
 * Websocket PubSub subscriptions: which client asked for what, and the notifications chain
 * events turn into. The sandbox finalises at once, so every commitment is notified alike.
 */
import type { PublicKey } from '@solana/web3.js';
import type { AccountChangeEvent, SlotEvent } from '../chain/chain-events';
import type { Ledger } from '../chain/ledger';
import type { TransactionRecord } from '../chain/transaction-record';
import {
  type AccountEncodingOptions,
  accountEncodingOptions,
  closedUiAccount,
  uiAccount,
} from './account-encoding';
import { type AccountFilter, matchesFilters, parseAccountFilters } from './account-filters';
import type { RpcHandler } from './json-rpc';
import {
  checkCommitment,
  configParam,
  nonNegativeIntegerParam,
  optionalBoolean,
  pubkeyParam,
  stringParam,
} from './params';
import { invalidParams } from './rpc-error';

type Subscription =
  | { kind: 'account'; address: string; options: AccountEncodingOptions }
  | { kind: 'program'; program: string; options: AccountEncodingOptions; filters: AccountFilter[] }
  | { kind: 'logs'; mentions: string | null }
  | { kind: 'signature'; signature: string; received: boolean }
  | { kind: 'slot' }
  | { kind: 'root' };

interface Entry {
  id: number;
  session: PubsubSession;
  subscription: Subscription;
}

/** One websocket connection's view: its subscriptions and its way of sending. */
export interface PubsubSession {
  send(text: string): void;
}

const NOTIFICATION_METHOD: Record<Subscription['kind'], string> = {
  account: 'accountNotification',
  program: 'programNotification',
  logs: 'logsNotification',
  signature: 'signatureNotification',
  slot: 'slotNotification',
  root: 'rootNotification',
};

export class SubscriptionHub {
  private nextId = 0;
  private readonly entries = new Map<number, Entry>();
  private readonly detach: Array<() => void>;

  constructor(
    private readonly ledger: Ledger,
    private readonly serialize: (value: unknown) => string,
  ) {
    this.detach = [
      ledger.events.on('account', (event) => this.onAccount(event)),
      ledger.events.on('transaction', (record) => this.onTransaction(record)),
      ledger.events.on('slot', (event) => this.onSlot(event)),
    ];
  }

  close(): void {
    for (const off of this.detach) off();
    this.entries.clear();
  }

  get count(): number {
    return this.entries.size;
  }

  /** Open subscriptions by method family (`account`, `program`, `slot`, …). */
  countByKind(): Partial<Record<Subscription['kind'], number>> {
    const counts: Partial<Record<Subscription['kind'], number>> = {};
    for (const { subscription } of this.entries.values()) {
      counts[subscription.kind] = (counts[subscription.kind] ?? 0) + 1;
    }
    return counts;
  }

  /** The subscribe/unsubscribe methods a session answers. */
  methodsFor(session: PubsubSession): Map<string, RpcHandler> {
    const ledger = this.ledger;
    const add = (subscription: Subscription) => this.add(session, subscription);
    const remove = (kind: Subscription['kind']) => (params: unknown[]) =>
      this.remove(session, kind, params[0]);
    return new Map<string, RpcHandler>([
      [
        'accountSubscribe',
        ([address, rawConfig]) => {
          const key = pubkeyParam(address);
          const config = configParam(rawConfig);
          checkCommitment(config);
          return add({
            kind: 'account',
            address: key.toBase58(),
            options: accountEncodingOptions(config),
          });
        },
      ],
      [
        'programSubscribe',
        ([program, rawConfig]) => {
          const key = pubkeyParam(program);
          const config = configParam(rawConfig);
          checkCommitment(config);
          return add({
            kind: 'program',
            program: key.toBase58(),
            options: accountEncodingOptions(config),
            filters: parseAccountFilters(config.filters),
          });
        },
      ],
      [
        'logsSubscribe',
        ([filter, rawConfig]) => {
          checkCommitment(configParam(rawConfig));
          if (filter === 'all' || filter === 'allWithVotes')
            return add({ kind: 'logs', mentions: null });
          const mentions =
            typeof filter === 'object' && filter !== null
              ? (filter as Record<string, unknown>).mentions
              : undefined;
          if (!Array.isArray(mentions)) {
            throw invalidParams('Invalid params: expected "all", "allWithVotes" or { mentions }');
          }
          if (mentions.length !== 1) {
            throw invalidParams('Invalid Request: Only 1 address supported');
          }
          return add({ kind: 'logs', mentions: pubkeyParam(mentions[0]).toBase58() });
        },
      ],
      [
        'signatureSubscribe',
        ([signature, rawConfig]) => {
          const text = stringParam(signature, 'signature');
          const config = configParam(rawConfig);
          checkCommitment(config);
          const received = optionalBoolean(config, 'enableReceivedNotification', false);
          const id = add({ kind: 'signature', signature: text, received });
          const landed = ledger.records.get(text);
          // Answered after the subscription id reaches the client.
          if (landed !== undefined) setImmediate(() => this.onTransaction(landed));
          return id;
        },
      ],
      ['slotSubscribe', () => add({ kind: 'slot' })],
      ['rootSubscribe', () => add({ kind: 'root' })],
      ['accountUnsubscribe', remove('account')],
      ['programUnsubscribe', remove('program')],
      ['logsUnsubscribe', remove('logs')],
      ['signatureUnsubscribe', remove('signature')],
      ['slotUnsubscribe', remove('slot')],
      ['rootUnsubscribe', remove('root')],
    ]);
  }

  /** Drops every subscription of a closed connection. */
  endSession(session: PubsubSession): void {
    for (const [id, entry] of this.entries) if (entry.session === session) this.entries.delete(id);
  }

  private add(session: PubsubSession, subscription: Subscription): number {
    const id = this.nextId;
    this.nextId += 1;
    this.entries.set(id, { id, session, subscription });
    return id;
  }

  private remove(session: PubsubSession, kind: Subscription['kind'], rawId: unknown): boolean {
    const id = nonNegativeIntegerParam(rawId, 'subscription id');
    const entry = this.entries.get(id);
    if (entry === undefined || entry.session !== session || entry.subscription.kind !== kind) {
      throw invalidParams('Invalid subscription id.');
    }
    this.entries.delete(id);
    return true;
  }

  private notify(entry: Entry, result: unknown): void {
    entry.session.send(
      this.serialize({
        jsonrpc: '2.0',
        method: NOTIFICATION_METHOD[entry.subscription.kind],
        params: { result, subscription: entry.id },
      }),
    );
  }

  private context(slot: number) {
    return { slot };
  }

  private onAccount(event: AccountChangeEvent): void {
    const address = event.address.toBase58();
    const owner = event.account?.owner.toBase58() ?? null;
    const read = (key: PublicKey) => this.ledger.readAccount(key);
    for (const entry of this.entries.values()) {
      const { subscription } = entry;
      if (subscription.kind === 'account' && subscription.address === address) {
        const value =
          event.account === null
            ? closedUiAccount(subscription.options)
            : uiAccount(event.address, event.account, subscription.options, read);
        this.notify(entry, { context: this.context(event.slot), value });
      } else if (
        subscription.kind === 'program' &&
        event.account !== null &&
        subscription.program === owner &&
        matchesFilters(event.account.data, subscription.filters)
      ) {
        const account = uiAccount(event.address, event.account, subscription.options, read);
        this.notify(entry, {
          context: this.context(event.slot),
          value: { pubkey: address, account },
        });
      }
    }
  }

  private onTransaction(record: TransactionRecord): void {
    for (const entry of [...this.entries.values()]) {
      const { subscription } = entry;
      if (subscription.kind === 'logs') {
        if (subscription.mentions !== null && !record.accountKeys.includes(subscription.mentions)) {
          continue;
        }
        this.notify(entry, {
          context: this.context(record.slot),
          value: { signature: record.signature, err: record.err, logs: record.logs },
        });
      } else if (subscription.kind === 'signature' && subscription.signature === record.signature) {
        if (!this.entries.has(entry.id)) continue;
        if (subscription.received) {
          this.notify(entry, { context: this.context(record.slot), value: 'receivedSignature' });
        }
        this.notify(entry, { context: this.context(record.slot), value: { err: record.err } });
        this.entries.delete(entry.id);
      }
    }
  }

  private onSlot(event: SlotEvent): void {
    for (const entry of this.entries.values()) {
      if (entry.subscription.kind === 'slot') this.notify(entry, event);
      else if (entry.subscription.kind === 'root') this.notify(entry, event.root);
    }
  }
}
