import { type Address, toPublicKey } from '@keel/chain-readers';
import type { AddressLookupTableAccount } from '@solana/web3.js';
import { LookupTableNotFoundError } from './transactionErrors';
import type { TransactionRpc } from './transactionRpc';

/** Fetches each distinct lookup table once; a missing table is a LookupTableNotFoundError. */
export async function fetchLookupTables(
  rpc: Pick<TransactionRpc, 'getAddressLookupTable'>,
  addresses: readonly Address[],
  label: string,
): Promise<Map<string, AddressLookupTableAccount>> {
  const distinct = new Map(addresses.map((address) => [address.toBase58(), address]));
  const tables = new Map<string, AddressLookupTableAccount>();
  await Promise.all(
    [...distinct].map(async ([id, address]) => {
      const { value } = await rpc.getAddressLookupTable(toPublicKey(address));
      if (value === null) throw new LookupTableNotFoundError(label, id);
      tables.set(id, value);
    }),
  );
  return tables;
}
