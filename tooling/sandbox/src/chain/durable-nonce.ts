import { type PublicKey, SystemProgram } from '@solana/web3.js';
import { encodeBase58 } from '../encoding/base58';
import type { LedgerAccount } from './ledger-account';
import type { DecodedTransaction } from './wire-transaction';

const ADVANCE_NONCE_ACCOUNT = 4;
const NONCE_ACCOUNT_SIZE = 80;
const DURABLE_NONCE_OFFSET = 40;

/**
 * A durable-nonce transaction: its first instruction advances a nonce account whose stored
 * nonce is the transaction's "recent blockhash". Such transactions skip the age check.
 */
export function usesValidDurableNonce(
  decoded: DecodedTransaction,
  readAccount: (address: PublicKey) => LedgerAccount | null,
): boolean {
  const { message } = decoded;
  const first = message.compiledInstructions[0];
  if (first === undefined) return false;
  const program = message.staticAccountKeys[first.programIdIndex];
  if (program === undefined || !program.equals(SystemProgram.programId)) return false;
  const data = Buffer.from(first.data);
  if (data.length < 4 || data.readUInt32LE(0) !== ADVANCE_NONCE_ACCOUNT) return false;
  const nonceIndex = first.accountKeyIndexes[0];
  const nonceKey = nonceIndex === undefined ? undefined : message.staticAccountKeys[nonceIndex];
  if (nonceKey === undefined) return false;
  const nonce = readAccount(nonceKey);
  if (nonce === null || !nonce.owner.equals(SystemProgram.programId)) return false;
  if (nonce.data.length !== NONCE_ACCOUNT_SIZE) return false;
  const stored = nonce.data.subarray(DURABLE_NONCE_OFFSET, DURABLE_NONCE_OFFSET + 32);
  return encodeBase58(stored) === message.recentBlockhash;
}
