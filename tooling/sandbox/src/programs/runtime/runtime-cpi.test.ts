import { encodeMint, encodeTokenAccount, TOKEN_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import {
  Keypair,
  PublicKey,
  SendTransactionError,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENT_EXEMPT_EPOCH } from '../../chain/ledger-account';
import type { ProgramHandler } from '../../chain/program-handler';
import { sendLanded, startTestChain, type TestChain } from '../../test-support/test-chain';
import { closeProgramAccount } from './system-cpi';
import { tokenBurn, tokenMintTo } from './token-cpi';

const PROBE = new PublicKey('CpiProbe11111111111111111111111111111111111');
const [AUTHORITY] = PublicKey.findProgramAddressSync([Buffer.from('authority')], PROBE);

/**
 * A program that exercises the CPI helpers: 1 mints to account 1 (its PDA is the mint
 * authority), 2 burns from account 1 (owned by the PDA), 3 closes its own account 0 into
 * account 1. Amounts are the next 8 bytes.
 */
const probe: ProgramHandler = {
  name: 'cpi-probe',
  programIds: [PROBE],
  execute(context) {
    const op = context.data[0];
    const amount = Buffer.from(context.data).readBigUInt64LE(1);
    const mint = context.account(0).address;
    const account = context.account(1).address;
    if (op === 1) {
      tokenMintTo(context, {
        tokenProgram: toPublicKey(TOKEN_PROGRAM_ID),
        mint,
        destination: account,
        authority: AUTHORITY,
        amount,
        pdaSigned: true,
      });
    } else if (op === 2) {
      tokenBurn(context, {
        tokenProgram: toPublicKey(TOKEN_PROGRAM_ID),
        mint,
        source: account,
        authority: AUTHORITY,
        amount,
        pdaSigned: true,
      });
    } else {
      closeProgramAccount(context, { address: mint, destination: account });
    }
  },
};

let t: TestChain;
const mint = Keypair.generate().publicKey;
const vault = Keypair.generate().publicKey;

beforeAll(async () => {
  t = await startTestChain({ seed: 'cpi', handlers: [probe] });
  const write = (address: PublicKey, owner: PublicKey, data: Uint8Array) =>
    t.chain.ledger.writeAccount(address, {
      lamports: t.chain.ledger.minimumBalanceForRentExemption(data.length),
      owner,
      data,
      executable: false,
      rentEpoch: RENT_EXEMPT_EPOCH,
    });
  write(
    mint,
    toPublicKey(TOKEN_PROGRAM_ID),
    encodeMint({
      mintAuthority: AUTHORITY,
      supply: 1_000n,
      decimals: 6,
      isInitialized: true,
      freezeAuthority: null,
    }),
  );
  write(
    vault,
    toPublicKey(TOKEN_PROGRAM_ID),
    encodeTokenAccount({
      mint,
      owner: AUTHORITY,
      amount: 1_000n,
      delegate: null,
      state: 'Initialized',
      isNative: null,
      delegatedAmount: 0n,
      closeAuthority: null,
    }),
  );
});
afterAll(() => t.chain.close());

function instruction(op: number, amount: bigint, accounts: [PublicKey, PublicKey]) {
  const data = Buffer.alloc(9);
  data[0] = op;
  data.writeBigUInt64LE(amount, 1);
  // A CPI reaches only accounts the instruction was given: the PDA and the token program too.
  return new TransactionInstruction({
    programId: PROBE,
    keys: [
      ...accounts.map((pubkey) => ({ pubkey, isSigner: false, isWritable: true })),
      { pubkey: AUTHORITY, isSigner: false, isWritable: false },
      { pubkey: toPublicKey(TOKEN_PROGRAM_ID), isSigner: false, isWritable: false },
    ],
    data,
  });
}

const supply = async () => (await t.connection.getTokenSupply(mint)).value.amount;
const balance = async () => (await t.connection.getTokenAccountBalance(vault)).value.amount;

describe('the CPI helpers of emulated programs', () => {
  it('mints to and burns from an account with the program’s PDA as authority', async () => {
    await sendLanded(t.connection, new Transaction().add(instruction(1, 500n, [mint, vault])), [
      t.ordinary,
    ]);
    expect([await supply(), await balance()]).toEqual(['1500', '1500']);
    const signature = await sendLanded(
      t.connection,
      new Transaction().add(instruction(2, 200n, [mint, vault])),
      [t.ordinary],
    );
    expect([await supply(), await balance()]).toEqual(['1300', '1300']);
    const logs = (
      await t.connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    )?.meta?.logMessages;
    expect(logs).toContain(`Program ${TOKEN_PROGRAM_ID.toBase58()} invoke [2]`);
    expect(logs).toContain('Program log: Instruction: Burn');
  });

  it('fails a burn beyond the balance with the token program’s error, changing nothing', async () => {
    try {
      await sendLanded(
        t.connection,
        new Transaction().add(instruction(2, 10_000n, [mint, vault])),
        [t.ordinary],
      );
      throw new Error('the burn landed');
    } catch (caught) {
      expect(caught).toBeInstanceOf(SendTransactionError);
      expect(String(caught)).toContain('custom program error: 0x1');
      expect((caught as SendTransactionError).logs).toContain(
        'Program log: Error: insufficient funds',
      );
    }
    expect(await balance()).toBe('1300');
  });

  it('refuses to close an account the program does not own', async () => {
    try {
      await sendLanded(t.connection, new Transaction().add(instruction(3, 0n, [mint, vault])), [
        t.ordinary,
      ]);
      throw new Error('the close landed');
    } catch (caught) {
      expect(String(caught)).toContain('instruction modified data of an account it does not own');
    }
    expect(await supply()).toBe('1300');
  });
});
