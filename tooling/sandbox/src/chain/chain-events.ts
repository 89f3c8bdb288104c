import type { PublicKey } from '@solana/web3.js';
import type { LedgerAccount } from './ledger-account';
import type { TransactionRecord } from './transaction-record';

export interface SlotEvent {
  slot: number;
  parent: number;
  root: number;
}

export interface AccountChangeEvent {
  address: PublicKey;
  /** The new state; null when the account was closed. */
  account: LedgerAccount | null;
  slot: number;
}

export interface ChainEventMap {
  slot: SlotEvent;
  account: AccountChangeEvent;
  transaction: TransactionRecord;
}

type Listener<T> = (event: T) => void;

/** Typed fan-out of what happens on the chain; the websocket subscriptions listen here. */
export class ChainEvents {
  private readonly listeners: { [K in keyof ChainEventMap]: Set<Listener<ChainEventMap[K]>> } = {
    slot: new Set(),
    account: new Set(),
    transaction: new Set(),
  };

  on<K extends keyof ChainEventMap>(name: K, listener: Listener<ChainEventMap[K]>): () => void {
    this.listeners[name].add(listener);
    return () => this.listeners[name].delete(listener);
  }

  emit<K extends keyof ChainEventMap>(name: K, event: ChainEventMap[K]): void {
    for (const listener of this.listeners[name]) listener(event);
  }
}
