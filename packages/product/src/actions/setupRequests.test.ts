import { createAddress, toPublicKey } from '@keel/chain-readers';
import { Keypair, TransactionInstruction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { DEPENDENT_ACTION_UNITS, fitsInOneTransaction, withSetup } from './setupRequests';

const payer = Keypair.generate().publicKey;
const program = createAddress('KLend2g3cP87fffoy8q1mQqGKjrxjC8boSyAYavgmjD');

/** An instruction naming `accounts` fresh keys and carrying `bytes` of data. */
function instruction(accounts: number, bytes = 8): TransactionInstruction {
  return new TransactionInstruction({
    programId: toPublicKey(program),
    keys: Array.from({ length: accounts }, () => ({
      pubkey: Keypair.generate().publicKey,
      isSigner: false,
      isWritable: true,
    })),
    data: Buffer.alloc(bytes),
  });
}

describe('withSetup', () => {
  it('sends set-up and action in one transaction when they fit', () => {
    const setup = [instruction(3)];
    const action = [instruction(5)];
    const requests = withSetup({ payer, label: 'Supply 1 USDC', setup, action });
    expect(requests).toEqual([{ label: 'Supply 1 USDC', instructions: [...setup, ...action] }]);
  });

  it('sends the set-up first when together they pass 1,232 bytes, the action with fixed units', () => {
    const setup = [instruction(14), instruction(6)];
    const action = [instruction(12)];
    expect(fitsInOneTransaction(payer, [...setup, ...action])).toBe(false);
    const requests = withSetup({ payer, label: 'Supply 1 USDC', setup, action });
    expect(requests.map((r) => [r.label, r.instructions.length, r.computeUnitLimit])).toEqual([
      ['Set up: Supply 1 USDC', 2, undefined],
      ['Supply 1 USDC', 1, DEPENDENT_ACTION_UNITS],
    ]);
  });

  it('passes the lookup table to every transaction of the run', () => {
    const table = Keypair.generate().publicKey;
    const [request] = withSetup({
      payer,
      label: 'Borrow',
      setup: [],
      action: [instruction(2)],
      lookupTableAddresses: [table],
    });
    expect(request?.lookupTableAddresses).toEqual([table]);
  });
});
