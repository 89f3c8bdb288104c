import { expect } from 'vitest';

interface AddressLike {
  toBase58(): string;
  toBytes(): Uint8Array;
}

const isAddressLike = (value: unknown): value is AddressLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AddressLike).toBase58 === 'function' &&
  typeof (value as AddressLike).toBytes === 'function';

// Decoders return light addresses, fixtures often web3.js keys: `toEqual` compares an address
// by what it names, whichever class carries it.
expect.addEqualityTesters([
  function addressEquals(a: unknown, b: unknown): boolean | undefined {
    if (isAddressLike(a) && isAddressLike(b)) return a.toBase58() === b.toBase58();
    return undefined;
  },
]);
