/** Decoding of wire transactions and what the ledger derives from their messages. */
import {
  AddressLookupTableAccount,
  ComputeBudgetProgram,
  PublicKey,
  VersionedMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { encodeBase58 } from '../encoding/base58';
import type { LedgerAccount } from './ledger-account';

/** Thrown when bytes are not a well-formed, sanitizable transaction. */
export class TransactionDecodeError extends Error {
  override readonly name = 'TransactionDecodeError';
}

export interface DecodedTransaction {
  wire: Uint8Array;
  transaction: VersionedTransaction;
  message: VersionedMessage;
  /** Base58 of the first signature: the transaction id. */
  signature: string;
  version: 'legacy' | 0;
}

export function decodeWireTransaction(wire: Uint8Array): DecodedTransaction {
  let transaction: VersionedTransaction;
  try {
    transaction = VersionedTransaction.deserialize(wire);
  } catch (cause) {
    throw new TransactionDecodeError(
      `failed to deserialize transaction: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
  }
  const { message } = transaction;
  const version = message.version;
  if (version !== 'legacy' && version !== 0) {
    throw new TransactionDecodeError('Transaction version is unsupported');
  }
  const required = message.header.numRequiredSignatures;
  if (required === 0 || transaction.signatures.length !== required) {
    throw new TransactionDecodeError('Transaction failed to sanitize accounts offsets correctly');
  }
  const keyCount = message.staticAccountKeys.length;
  for (const ix of message.compiledInstructions) {
    if (ix.programIdIndex >= keyCount && message.version === 'legacy') {
      throw new TransactionDecodeError('Transaction failed to sanitize accounts offsets correctly');
    }
  }
  const first = transaction.signatures[0] ?? new Uint8Array(64);
  return {
    wire,
    transaction,
    message,
    signature: encodeBase58(first),
    version,
  };
}

export interface LoadedAddresses {
  writable: PublicKey[];
  readonly: PublicKey[];
}

/**
 * Resolves a v0 message's lookup-table addresses from the tables' current bytes; `null` when
 * a table is missing or an index is out of range (the runtime then rejects the transaction).
 */
export function resolveLoadedAddresses(
  message: VersionedMessage,
  readAccount: (address: PublicKey) => LedgerAccount | null,
): LoadedAddresses | null {
  const loaded: LoadedAddresses = { writable: [], readonly: [] };
  for (const lookup of message.addressTableLookups) {
    const account = readAccount(lookup.accountKey);
    if (account === null) return null;
    let addresses: PublicKey[];
    try {
      addresses = AddressLookupTableAccount.deserialize(account.data).addresses;
    } catch {
      return null;
    }
    for (const index of lookup.writableIndexes) {
      const key = addresses[index];
      if (key === undefined) return null;
      loaded.writable.push(key);
    }
    for (const index of lookup.readonlyIndexes) {
      const key = addresses[index];
      if (key === undefined) return null;
      loaded.readonly.push(key);
    }
  }
  return loaded;
}

/** Every account the transaction references, in index order (static, then loaded). */
export function transactionAccountKeys(
  message: VersionedMessage,
  loaded: LoadedAddresses,
): PublicKey[] {
  return [...message.staticAccountKeys, ...loaded.writable, ...loaded.readonly];
}

export function writableAccountFlags(
  message: VersionedMessage,
  loaded: LoadedAddresses,
): boolean[] {
  const statics = message.staticAccountKeys.map((_key, index) => message.isAccountWritable(index));
  return [...statics, ...loaded.writable.map(() => true), ...loaded.readonly.map(() => false)];
}

export function signerFlags(message: VersionedMessage, keyCount: number): boolean[] {
  return Array.from({ length: keyCount }, (_v, index) => message.isAccountSigner(index));
}

/** Lamports per signature, as mainnet charges. */
export const LAMPORTS_PER_SIGNATURE = 5_000n;
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000n;
const MAX_UNITS_PER_TRANSACTION = 1_400_000n;
const MICRO_LAMPORTS_PER_LAMPORT = 1_000_000n;

export interface ComputeBudgetRequest {
  unitLimit: bigint;
  /** Price per compute unit in micro-lamports. */
  unitPrice: bigint;
}

/** Reads SetComputeUnitLimit / SetComputeUnitPrice, with the runtime's defaults. */
export function computeBudgetOf(message: VersionedMessage): ComputeBudgetRequest {
  let unitLimit: bigint | null = null;
  let unitPrice = 0n;
  let otherInstructions = 0n;
  for (const ix of message.compiledInstructions) {
    const program = message.staticAccountKeys[ix.programIdIndex];
    if (program === undefined || !program.equals(ComputeBudgetProgram.programId)) {
      otherInstructions += 1n;
      continue;
    }
    const data = Buffer.from(ix.data);
    if (data[0] === 2 && data.length >= 5) unitLimit = BigInt(data.readUInt32LE(1));
    if (data[0] === 3 && data.length >= 9) unitPrice = data.readBigUInt64LE(1);
  }
  const defaultLimit = otherInstructions * DEFAULT_UNITS_PER_INSTRUCTION;
  const limit = unitLimit ?? defaultLimit;
  return {
    unitLimit: limit > MAX_UNITS_PER_TRANSACTION ? MAX_UNITS_PER_TRANSACTION : limit,
    unitPrice,
  };
}

/** Signature fee plus the prioritization fee (price × limit, rounded up to whole lamports). */
export function transactionFee(message: VersionedMessage): bigint {
  const { unitLimit, unitPrice } = computeBudgetOf(message);
  const priority =
    (unitPrice * unitLimit + MICRO_LAMPORTS_PER_LAMPORT - 1n) / MICRO_LAMPORTS_PER_LAMPORT;
  return BigInt(message.header.numRequiredSignatures) * LAMPORTS_PER_SIGNATURE + priority;
}

/** Program ids of the top-level instructions. */
export function invokedPrograms(
  message: VersionedMessage,
  keys: readonly PublicKey[],
): PublicKey[] {
  const programs: PublicKey[] = [];
  for (const ix of message.compiledInstructions) {
    const key = keys[ix.programIdIndex];
    if (key !== undefined && !programs.some((p) => p.equals(key))) programs.push(key);
  }
  return programs;
}

/** Returns a copy of the transaction whose message references another blockhash. */
export function withRecentBlockhash(decoded: DecodedTransaction, blockhash: string): Uint8Array {
  const message = VersionedMessage.deserialize(decoded.message.serialize());
  message.recentBlockhash = blockhash;
  const copy = new VersionedTransaction(message, decoded.transaction.signatures);
  return copy.serialize();
}

export function isPublicKeyText(text: string): boolean {
  try {
    return new PublicKey(text).toBase58() === text;
  } catch {
    return false;
  }
}
