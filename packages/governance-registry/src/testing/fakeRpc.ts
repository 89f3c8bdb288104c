import { type AccountBytes, type KeyedAccount, sameAddress } from '@keel/chain-readers';
import { type GetProgramAccountsConfig, PublicKey } from '@solana/web3.js';
import type { GovernanceRpc } from '../query/rpc';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function base58Decode(text: string): Uint8Array {
  let value = 0n;
  for (const char of text) value = value * 58n + BigInt(ALPHABET.indexOf(char));
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  for (const char of text) {
    if (char !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

/** An in-memory chain: accounts by address, getProgramAccounts with memcmp filters, a clock. */
export class FakeGovernanceRpc implements GovernanceRpc {
  readonly accounts = new Map<string, AccountBytes>();
  readonly calls: string[] = [];
  blockTime: number | null = null;

  set(address: PublicKey, account: AccountBytes): this {
    this.accounts.set(address.toBase58(), account);
    return this;
  }

  async getMultipleAccountsInfo(keys: PublicKey[]) {
    this.calls.push(`getMultipleAccountsInfo:${keys.length}`);
    return keys.map((key) => this.accounts.get(key.toBase58()) ?? null);
  }

  async getProgramAccounts(programId: PublicKey, config: GetProgramAccountsConfig) {
    this.calls.push('getProgramAccounts');
    const result: KeyedAccount[] = [];
    for (const [address, account] of this.accounts) {
      if (!sameAddress(account.owner, programId)) continue;
      const matches = (config.filters ?? []).every((filter) => {
        if ('dataSize' in filter) return account.data.byteLength === filter.dataSize;
        const bytes = base58Decode(filter.memcmp.bytes);
        const slice = account.data.subarray(
          filter.memcmp.offset,
          filter.memcmp.offset + bytes.length,
        );
        return slice.length === bytes.length && slice.every((byte, i) => byte === bytes[i]);
      });
      if (matches) result.push({ pubkey: new PublicKey(address), account });
    }
    return result;
  }

  async getSlot() {
    return 1_000;
  }

  async getBlockTime() {
    return this.blockTime;
  }
}
