import { createPrivateKey, sign } from 'node:crypto';
import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { encodeBase58 } from '../../encoding/base58';
import { verifyWalletSignature } from './accounts';

function signWith(keypair: Keypair, message: string): string {
  const key = createPrivateKey({
    key: Buffer.concat([
      Buffer.from('302e020100300506032b657004220420', 'hex'),
      Buffer.from(keypair.secretKey.slice(0, 32)),
    ]),
    format: 'der',
    type: 'pkcs8',
  });
  return encodeBase58(sign(null, Buffer.from(message), key));
}

describe('verifyWalletSignature', () => {
  const keypair = Keypair.fromSeed(new Uint8Array(32).fill(1));
  const wallet = keypair.publicKey.toBase58();

  it('accepts the wallet’s signature of the message', () => {
    expect(verifyWalletSignature(wallet, 'hello', signWith(keypair, 'hello'))).toBe(true);
  });

  it('refuses another message, another key or garbage', () => {
    expect(verifyWalletSignature(wallet, 'hello!', signWith(keypair, 'hello'))).toBe(false);
    const other = Keypair.fromSeed(new Uint8Array(32).fill(2));
    expect(verifyWalletSignature(wallet, 'hello', signWith(other, 'hello'))).toBe(false);
    expect(verifyWalletSignature(wallet, 'hello', '0OIl')).toBe(false);
  });
});
