import { BN } from '@coral-xyz/anchor-029';
import {
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  Transaction,
  type TransactionInstruction,
} from '@solana/web3.js';
import {
  createAssociatedTokenAccountIdempotent,
  transferChecked,
} from '../../../test-support/spl-instructions';
import { sendLanded, type TestChain } from '../../../test-support/test-chain';
import {
  associatedTokenAccount,
  decodeVsrAccount,
  vsrAccounts,
  vsrInstruction,
} from './vsr-idl-client';

const TOKEN_PROGRAM = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');

/** The registrar as Anchor's coder reads it (the fields these tests use). */
export interface IdlRegistrar {
  governanceProgramId: PublicKey;
  realm: PublicKey;
  realmGoverningTokenMint: PublicKey;
}

export function send(t: TestChain, signers: Keypair[], ...instructions: TransactionInstruction[]) {
  return sendLanded(t.connection, new Transaction().add(...instructions), signers);
}

/** The world's registrar, read with the IDL. */
export function worldRegistrar(t: TestChain) {
  const address = new PublicKey(t.chain.world.governance.registrar.address);
  const account = t.chain.ledger.readAccount(address);
  if (account === null) throw new Error('the registrar is not written');
  return { address, data: decodeVsrAccount<IdlRegistrar>('registrar', account.data) };
}

/** A new wallet with SOL and `tokens` native tokens sent by the ordinary wallet. */
export async function fundedWallet(t: TestChain, tokens: bigint): Promise<Keypair> {
  const { mint, decimals } = t.chain.world.governance.token;
  const mintKey = new PublicKey(mint);
  const wallet = Keypair.generate();
  await t.connection.requestAirdrop(wallet.publicKey, 2 * LAMPORTS_PER_SOL);
  const source = t.chain.world.wallets
    .find((w) => w.role === 'ordinary')
    ?.tokens.find((balance) => balance.mint === mint);
  if (source === undefined) throw new Error('the ordinary wallet holds no native token');
  const destination = associatedTokenAccount(wallet.publicKey, mintKey);
  await send(
    t,
    [t.ordinary],
    createAssociatedTokenAccountIdempotent(
      t.ordinary.publicKey,
      destination,
      wallet.publicKey,
      mintKey,
      TOKEN_PROGRAM,
    ),
    transferChecked(
      new PublicKey(source.account),
      mintKey,
      destination,
      t.ordinary.publicKey,
      tokens,
      decimals,
      TOKEN_PROGRAM,
    ),
  );
  return wallet;
}

/**
 * create_voter (when `createVoter`), create_deposit_entry and deposit, all three encoded by
 * Anchor's coder from the IDL.
 */
export function stakeInstructions(input: {
  registrar: PublicKey;
  wallet: PublicKey;
  mint: PublicKey;
  index: number;
  kind: 'none' | 'daily' | 'monthly' | 'cliff' | 'constant';
  periods: number;
  amount: bigint;
  createVoter: boolean;
}): TransactionInstruction[] {
  const { addresses, voterBump, voterWeightRecordBump } = vsrAccounts(input);
  return [
    ...(input.createVoter
      ? [vsrInstruction('createVoter', { voterBump, voterWeightRecordBump }, addresses)]
      : []),
    vsrInstruction(
      'createDepositEntry',
      {
        depositEntryIndex: input.index,
        kind: { [input.kind]: {} },
        startTs: null,
        periods: input.periods,
        allowClawback: false,
      },
      addresses,
    ),
    vsrInstruction(
      'deposit',
      { depositEntryIndex: input.index, amount: new BN(input.amount.toString()) },
      addresses,
    ),
  ];
}
