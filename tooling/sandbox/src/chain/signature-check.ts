import { createPublicKey, verify } from 'node:crypto';
import type { DecodedTransaction } from './wire-transaction';

// DER prefix of an Ed25519 SubjectPublicKeyInfo; the raw 32-byte key follows it.
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

function verifyEd25519(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean {
  try {
    const key = createPublicKey({
      key: Buffer.concat([ED25519_SPKI_PREFIX, publicKey]),
      format: 'der',
      type: 'spki',
    });
    return verify(null, message, key, signature);
  } catch {
    return false;
  }
}

/** Checks every required signature against the serialized message, as the runtime does. */
export function verifyTransactionSignatures(decoded: DecodedTransaction): boolean {
  const messageBytes = decoded.message.serialize();
  const keys = decoded.message.staticAccountKeys;
  return decoded.transaction.signatures.every((signature, index) => {
    const key = keys[index];
    return key !== undefined && verifyEd25519(key.toBytes(), messageBytes, signature);
  });
}
