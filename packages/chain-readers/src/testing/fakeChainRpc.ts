import type {
  Commitment,
  GetProgramAccountsConfig,
  Logs,
  LogsCallback,
  PerfSample,
} from '@solana/web3.js';
import { type Address, createAddress, sameAddress } from '../address/address';
import type { AccountBytes } from '../layouts/accountBytes';
import type { ChainRpc, KeyedAccount } from '../reads/chainRpc';
import type { LogsRpc } from '../subscriptions/walletLogs';

interface StoredAccount extends AccountBytes {
  lamports: number;
}

/**
 * An in-memory stand-in for the Connection methods the readers use. It behaves like a node
 * (getMultipleAccounts refuses more than 100 keys, filters are applied) and records every call
 * so tests can count requests.
 */
export class FakeChainRpc implements ChainRpc, LogsRpc {
  readonly calls: { method: string; size?: number; commitment?: Commitment }[] = [];
  slot = 1000;
  blockTimes = new Map<number, number>();
  samples: PerfSample[] = [];
  /** Delay of each getMultipleAccounts answer, to observe concurrency. */
  delayMs = 0;
  inFlight = 0;
  maxInFlight = 0;
  private readonly accounts = new Map<string, StoredAccount>();
  private readonly logListeners = new Map<number, { address: string; callback: LogsCallback }>();
  private nextListener = 1;

  setAccount(address: Address, owner: Address, data: Uint8Array, lamports = 1_000_000): this {
    this.accounts.set(address.toBase58(), { owner, data, lamports });
    return this;
  }

  count(method: string): number {
    return this.calls.filter((call) => call.method === method).length;
  }

  async getMultipleAccountsInfo(keys: Address[], _commitment?: Commitment) {
    this.calls.push({ method: 'getMultipleAccounts', size: keys.length });
    if (keys.length > 100) throw new Error('Too many inputs provided; max 100');
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    this.inFlight -= 1;
    return keys.map((key) => this.accounts.get(key.toBase58()) ?? null);
  }

  async getProgramAccounts(programId: Address, config: GetProgramAccountsConfig) {
    this.calls.push({ method: 'getProgramAccounts' });
    const matches: KeyedAccount[] = [];
    for (const [address, account] of this.accounts) {
      if (!sameAddress(account.owner, programId)) continue;
      const pass = (config.filters ?? []).every((filter) => {
        if ('dataSize' in filter) return account.data.byteLength === filter.dataSize;
        const expected = createAddress(filter.memcmp.bytes).toBytes();
        const actual = account.data.subarray(filter.memcmp.offset, filter.memcmp.offset + 32);
        return actual.length === 32 && actual.every((byte, i) => byte === expected[i]);
      });
      if (!pass) continue;
      const slice = config.dataSlice;
      const data = slice
        ? account.data.subarray(slice.offset, slice.offset + slice.length)
        : account.data;
      matches.push({ pubkey: createAddress(address), account: { ...account, data } });
    }
    return matches;
  }

  async getBalance(publicKey: Address) {
    this.calls.push({ method: 'getBalance' });
    return this.accounts.get(publicKey.toBase58())?.lamports ?? 0;
  }

  async getTokenAccountsByOwner(owner: Address, filter: { programId: Address }) {
    this.calls.push({ method: 'getTokenAccountsByOwner' });
    const value: KeyedAccount[] = [];
    for (const [address, account] of this.accounts) {
      const ownerBytes = account.data.subarray(32, 64);
      if (
        sameAddress(account.owner, filter.programId) &&
        account.data.byteLength >= 165 &&
        sameAddress(createAddress(ownerBytes), owner)
      ) {
        value.push({ pubkey: createAddress(address), account });
      }
    }
    return { context: { slot: this.slot }, value };
  }

  async getSlot() {
    this.calls.push({ method: 'getSlot' });
    return this.slot;
  }

  async getBlockTime(slot: number) {
    this.calls.push({ method: 'getBlockTime' });
    return this.blockTimes.get(slot) ?? null;
  }

  async getRecentPerformanceSamples(limit?: number) {
    this.calls.push({ method: 'getRecentPerformanceSamples', size: limit });
    return this.samples.slice(0, limit);
  }

  onLogs(filter: Address, callback: LogsCallback, commitment?: Commitment): number {
    this.calls.push({ method: 'logsSubscribe', commitment });
    const id = this.nextListener;
    this.nextListener += 1;
    this.logListeners.set(id, { address: filter.toBase58(), callback });
    return id;
  }

  async removeOnLogsListener(id: number): Promise<void> {
    this.calls.push({ method: 'logsUnsubscribe' });
    this.logListeners.delete(id);
  }

  /** Delivers a log event mentioning `address` to its subscribers. */
  emitLogs(address: Address, signature: string): void {
    for (const listener of this.logListeners.values()) {
      if (listener.address === address.toBase58()) {
        const logs: Logs = { signature, err: null, logs: [] };
        listener.callback(logs, { slot: this.slot });
      }
    }
  }

  get activeLogSubscriptions(): number {
    return this.logListeners.size;
  }
}
