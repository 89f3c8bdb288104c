/*
 * Test support for the strategy-program emulation: a world strategy decoded from the ledger, a
 * fresh wallet holding its tokens, the instruction context the builders need, balances.
 */
import {
  associatedTokenAddress,
  decodeWhirlpoolStrategy,
  TOKEN_PROGRAM_ID,
  toPublicKey,
  type WhirlpoolStrategy,
} from '@keel/chain-readers';
import {
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  Transaction,
  type TransactionInstruction,
} from '@solana/web3.js';
import { RENT_EXEMPT_EPOCH } from '../../chain/ledger-account';
import type { TestChain } from '../../test-support/test-chain';
import { writeTokenAccount } from '../../world/accounts/spl-accounts';
import type { Dex, WorldStrategy } from '../../world/types';

export function readStrategy(t: TestChain, address: PublicKey): WhirlpoolStrategy {
  const account = t.chain.ledger.readAccount(address);
  if (account === null) throw new Error(`no strategy ${address.toBase58()}`);
  return decodeWhirlpoolStrategy(address, account);
}

/** A LIVE protocol strategy on `dex` whose tokens are classic SPL tokens other than wrapped SOL. */
export function worldStrategy(t: TestChain, dex: Dex, status: 'LIVE' | 'DEPRECATED' = 'LIVE') {
  const plain = (mint: string) => {
    const token = t.chain.world.tokens.find((candidate) => candidate.mint === mint);
    return token?.tokenProgram === 'spl-token' && token.symbol !== 'SOL';
  };
  const found = t.chain.world.strategies.find(
    (s: WorldStrategy) =>
      s.dex === dex &&
      s.status === status &&
      !s.isDiyVault &&
      plain(s.tokenAMint) &&
      plain(s.tokenBMint),
  );
  if (found === undefined) throw new Error(`no ${status} ${dex} strategy of plain tokens`);
  return readStrategy(t, new PublicKey(found.address));
}

/** What every strategy instruction takes beside the strategy (the world's accounts). */
export function programContext(t: TestChain) {
  return {
    tokenInfos: new PublicKey(t.chain.world.accounts.collateralInfos),
    scopePricesA: new PublicKey(t.chain.world.accounts.scopeOraclePrices),
    scopePricesB: new PublicKey(t.chain.world.accounts.scopeOraclePrices),
  };
}

/** A new wallet with SOL, `a` and `b` of the strategy's tokens and an empty shares account. */
export function depositor(t: TestChain, strategy: WhirlpoolStrategy, a: bigint, b: bigint) {
  const wallet = Keypair.generate();
  t.chain.ledger.writeAccount(wallet.publicKey, {
    lamports: 5n * BigInt(LAMPORTS_PER_SOL),
    owner: SystemProgram.programId,
    data: new Uint8Array(),
    executable: false,
    rentEpoch: RENT_EXEMPT_EPOCH,
  });
  const accounts = [
    [strategy.tokenAMint, strategy.tokenATokenProgram, a],
    [strategy.tokenBMint, strategy.tokenBTokenProgram, b],
    [strategy.sharesMint, TOKEN_PROGRAM_ID, 0n],
  ] as const;
  const [tokenA, tokenB, shares] = accounts.map(([mint, program, amount]) => {
    const address = associatedTokenAddress(wallet.publicKey, mint, program).address;
    writeTokenAccount(t.chain.ledger, toPublicKey(address), toPublicKey(program), {
      mint: mint.toBase58(),
      owner: wallet.publicKey.toBase58(),
      amount,
    });
    return address;
  }) as [PublicKey, PublicKey, PublicKey];
  return { wallet, tokenA, tokenB, shares };
}

export function tokenBalance(t: TestChain, address: PublicKey): bigint {
  const data = t.chain.ledger.readAccount(address)?.data;
  return data === undefined ? 0n : Buffer.from(data).readBigUInt64LE(64);
}

export async function send(t: TestChain, signers: Keypair[], ...ixs: TransactionInstruction[]) {
  const [payer] = signers;
  if (payer === undefined) throw new Error('no signer');
  const latest = await t.connection.getLatestBlockhash();
  const transaction = new Transaction({ feePayer: payer.publicKey, ...latest }).add(...ixs);
  transaction.sign(...signers);
  const signature = await t.connection.sendRawTransaction(transaction.serialize());
  // The sandbox lands a transaction before answering: a status read, no confirmation loop left
  // polling when the test file closes its chain.
  const status = (await t.connection.getSignatureStatus(signature)).value;
  if (status === null) throw new Error(`${signature} did not land`);
  return signature;
}

/** The failure (message and logs) of a transaction refused in preflight. */
export async function failure(t: TestChain, signers: Keypair[], ...ixs: TransactionInstruction[]) {
  try {
    await send(t, signers, ...ixs);
  } catch (caught) {
    if (!(caught instanceof SendTransactionError)) throw caught;
    return { message: caught.message, logs: caught.logs ?? [] };
  }
  throw new Error('the transaction landed');
}
