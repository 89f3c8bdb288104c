import { Keypair } from '@solana/web3.js';

/** What the sandbox control endpoint hands out: a Keypair, or its 64-byte secret key. */
export type SandboxKey = Keypair | Uint8Array | readonly number[];

export class InvalidSandboxKeyError extends Error {
  override readonly name = 'InvalidSandboxKeyError';
}

const SECRET_KEY_LENGTH = 64;

/** The keypair of a sandbox key; a wrong length or a non-byte value is a typed error. */
export function sandboxKeypair(key: SandboxKey): Keypair {
  if (key instanceof Keypair) return key;
  const bytes = key instanceof Uint8Array ? key : Uint8Array.from(checkedBytes(key));
  if (bytes.length !== SECRET_KEY_LENGTH) {
    throw new InvalidSandboxKeyError(
      `The sandbox secret key must be ${SECRET_KEY_LENGTH} bytes, got ${bytes.length}`,
    );
  }
  try {
    return Keypair.fromSecretKey(bytes);
  } catch (error) {
    throw new InvalidSandboxKeyError('The sandbox secret key does not match its public key', {
      cause: error,
    });
  }
}

function checkedBytes(values: readonly number[]): readonly number[] {
  if (!Array.isArray(values))
    throw new InvalidSandboxKeyError('The sandbox key is not a byte list');
  const bad = values.findIndex((value) => !Number.isInteger(value) || value < 0 || value > 255);
  if (bad !== -1)
    throw new InvalidSandboxKeyError(`The sandbox key has a non-byte value at ${bad}`);
  return values;
}
