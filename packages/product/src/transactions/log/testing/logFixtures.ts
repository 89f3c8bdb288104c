import { PublicKey } from '@solana/web3.js';
import type { StoredRequest, TransactionLogEntry } from '../transactionLog';

/** A valid base58 address, the same for the same n. */
export const testAddress = (n: number) => new PublicKey(n + 1).toBase58();

/** A signature-shaped base58 string (88 characters), the same for the same n. */
export const testSignature = (n: number) => `sig${n}`.replace(/0/g, 'z').padEnd(88, 'S');

export const WALLET = testAddress(500);

export const storedRequest: StoredRequest = {
  instructions: [
    {
      programId: testAddress(600),
      keys: [
        { pubkey: WALLET, isSigner: true, isWritable: true },
        { pubkey: testAddress(601), isSigner: false, isWritable: false },
      ],
      data: 'AQID',
    },
  ],
  lookupTableAddresses: [],
};

/** A log entry: pending, sent at `n` seconds, retryable; fields overridable. */
export function logEntry(
  n: number,
  overrides: Partial<TransactionLogEntry> = {},
): TransactionLogEntry {
  return {
    id: `entry-${n}`,
    label: `Deposit ${n}`,
    status: 'pending',
    signature: testSignature(n),
    submittedAt: n * 1000,
    lastValidBlockHeight: 150,
    wallet: WALLET,
    retryable: true,
    request: storedRequest,
    ...overrides,
  };
}
