import {
  type Address,
  associatedTokenAddress,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  toPublicKey,
} from '@keel/chain-readers';
import {
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  sendAndConfirmTransaction,
  Transaction,
  type TransactionInstruction,
} from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMarketLeg } from '../../api/routes/swap-market';
import { readTokenAccount } from '../../spl/token-accounts';
import {
  createAssociatedTokenAccountIdempotent,
  transferChecked,
} from '../../test-support/spl-instructions';
import { startTestChain, type TestChain } from '../../test-support/test-chain';
import { swapInstruction } from './swap-client';
import { swapHandler } from './swap-handler';
import { quoteSwap, type SwapMode, type SwapQuote } from './swap-pricing';
import { SANDBOX_SWAP_PROGRAM_ID, swapPoolVault } from './swap-program';

let t: TestChain;
const SWAP = SANDBOX_SWAP_PROGRAM_ID.toBase58();

beforeAll(async () => {
  t = await startTestChain({ seed: 'swap', handlers: [swapHandler] });
});
afterAll(() => t.chain.close());

function token(symbol: string) {
  const found = t.chain.world.tokens.find((candidate) => candidate.symbol === symbol);
  if (found === undefined) throw new Error(`no ${symbol}`);
  const mint = new PublicKey(found.mint);
  const program =
    found.tokenProgram === 'spl-token-2022' ? TOKEN_2022_PROGRAM_ID : TOKEN_PROGRAM_ID;
  return {
    mint,
    program,
    ata: (owner: PublicKey) => associatedTokenAddress(owner, mint, program).address,
    vault: swapPoolVault(mint, toPublicKey(program)),
  };
}
type Token = ReturnType<typeof token>;

function balance(account: Address): bigint | null {
  const key = toPublicKey(account);
  return readTokenAccount(key, t.chain.ledger.readAccount(key))?.amount ?? null;
}

/** The quote the program will execute, priced on the chain's own accounts. */
function quoted(mode: SwapMode, amount: bigint, input: Token, output: Token): SwapQuote {
  const read = (address: PublicKey) => t.chain.ledger.readAccount(address);
  const from = readMarketLeg(read, input.mint);
  const to = readMarketLeg(read, output.mint);
  if (from === null || to === null) throw new Error('no pool');
  const result = quoteSwap({
    mode,
    amount,
    input: from.leg,
    output: to.leg,
    outputReserve: to.vaultAmount,
  });
  if (!result.ok) throw new Error(result.reason);
  return result.quote;
}

function swapIx(
  wallet: Keypair,
  input: Token,
  output: Token,
  amounts: { mode?: SwapMode; amount: bigint; limit: bigint },
): TransactionInstruction {
  return swapInstruction({
    user: wallet.publicKey,
    source: toPublicKey(input.ata(wallet.publicKey)),
    destination: toPublicKey(output.ata(wallet.publicKey)),
    inputMint: input.mint,
    outputMint: output.mint,
    inputTokenProgram: toPublicKey(input.program),
    outputTokenProgram: toPublicKey(output.program),
    oraclePrices: new PublicKey(t.chain.world.accounts.scopeOraclePrices),
    mode: amounts.mode ?? 'ExactIn',
    amount: amounts.amount,
    limit: amounts.limit,
  });
}

async function send(signers: Keypair[], ...instructions: TransactionInstruction[]) {
  return sendAndConfirmTransaction(t.connection, new Transaction().add(...instructions), signers);
}

/** An ATA of `wallet`, created idempotently (the ordinary wallet pays). */
function createAta(wallet: PublicKey, of: Token): TransactionInstruction {
  return createAssociatedTokenAccountIdempotent(
    t.ordinary.publicKey,
    toPublicKey(of.ata(wallet)),
    wallet,
    of.mint,
    toPublicKey(of.program),
  );
}

/** A new wallet with SOL and `usdc` raw USDC from the ordinary wallet: it holds nothing else. */
async function freshWallet(usdc: bigint): Promise<Keypair> {
  const wallet = Keypair.generate();
  await t.connection.requestAirdrop(wallet.publicKey, LAMPORTS_PER_SOL);
  const from = token('USDC');
  await send(
    [t.ordinary],
    createAta(wallet.publicKey, from),
    transferChecked(
      toPublicKey(from.ata(t.ordinary.publicKey)),
      from.mint,
      toPublicKey(from.ata(wallet.publicKey)),
      t.ordinary.publicKey,
      usdc,
      6,
      toPublicKey(from.program),
    ),
  );
  return wallet;
}

async function failure(signers: Keypair[], ...instructions: TransactionInstruction[]) {
  try {
    await send(signers, ...instructions);
  } catch (caught) {
    if (!(caught instanceof SendTransactionError)) throw caught;
    return { message: caught.message, logs: caught.logs ?? [] };
  }
  throw new Error('the transaction landed');
}

describe('the sandbox swap program', () => {
  it('swaps SPL Token into a new Token-2022 account, exactly as quoted', async () => {
    const [usdc, pyusd] = [token('USDC'), token('PYUSD')];
    const wallet = await freshWallet(1_000_000_000n);
    const amount = 250_000_000n; // 250 USDC
    const quote = quoted('ExactIn', amount, usdc, pyusd);
    const before = { inVault: balance(usdc.vault) ?? 0n, outVault: balance(pyusd.vault) ?? 0n };
    expect(balance(toPublicKey(pyusd.ata(wallet.publicKey)))).toBeNull();
    const signature = await send(
      [t.ordinary, wallet],
      createAta(wallet.publicKey, pyusd),
      swapIx(wallet, usdc, pyusd, { amount, limit: quote.outAmount }),
    );
    expect(balance(toPublicKey(usdc.ata(wallet.publicKey)))).toBe(1_000_000_000n - amount);
    expect(balance(toPublicKey(pyusd.ata(wallet.publicKey)))).toBe(quote.outAmount);
    expect(balance(usdc.vault)).toBe(before.inVault + amount);
    expect(balance(pyusd.vault)).toBe(before.outVault - quote.outAmount);
    expect(quote.outAmount).toBeGreaterThan(240_000_000n);

    const logs =
      (await t.connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 }))?.meta
        ?.logMessages ?? [];
    expect(logs).toContain('Program log: Instruction: Swap');
    expect(logs).toContain(`Program ${TOKEN_PROGRAM_ID.toBase58()} invoke [2]`);
    expect(logs).toContain(`Program ${TOKEN_2022_PROGRAM_ID.toBase58()} invoke [2]`);
    expect(logs.some((line) => line.startsWith(`Program log: Swapped ${amount} `))).toBe(true);
    expect(logs.at(-1)).toBe(`Program ${SWAP} success`);
  });

  it('swaps Token-2022 into SPL Token for an exact output (swap_exact_out)', async () => {
    const [pyusd, jup] = [token('PYUSD'), token('JUP')];
    const wallet = t.ordinary;
    const amountOut = 100_000_000n; // 100 JUP
    const quote = quoted('ExactOut', amountOut, pyusd, jup);
    const source = balance(toPublicKey(pyusd.ata(wallet.publicKey))) ?? 0n;
    const destination = balance(toPublicKey(jup.ata(wallet.publicKey))) ?? 0n;
    await send(
      [wallet],
      swapIx(wallet, pyusd, jup, { mode: 'ExactOut', amount: amountOut, limit: quote.inAmount }),
    );
    expect(balance(toPublicKey(jup.ata(wallet.publicKey)))).toBe(destination + amountOut);
    expect(balance(toPublicKey(pyusd.ata(wallet.publicKey)))).toBe(source - quote.inAmount);

    const refused = await failure(
      [wallet],
      swapIx(wallet, pyusd, jup, { mode: 'ExactOut', amount: amountOut, limit: 1n }),
    );
    expect(refused.message).toContain('custom program error: 0x1771');
  });

  it('refuses less than the minimum out with SlippageToleranceExceeded (6001)', async () => {
    const [usdc, jup] = [token('USDC'), token('JUP')];
    const amount = 5_000_000n;
    const quote = quoted('ExactIn', amount, usdc, jup);
    const refused = await failure(
      [t.ordinary],
      swapIx(t.ordinary, usdc, jup, { amount, limit: quote.outAmount + 1n }),
    );
    expect(refused.message).toContain('custom program error: 0x1771');
    expect(refused.logs).toContain(
      `Program log: Slippage: out ${quote.outAmount} is below the minimum ${quote.outAmount + 1n}`,
    );
    expect(refused.logs).toContain(
      'Program log: AnchorError occurred. Error Code: SlippageToleranceExceeded. Error Number: 6001. Error Message: Slippage tolerance exceeded.',
    );
    expect(refused.logs.at(-1)).toBe(`Program ${SWAP} failed: custom program error: 0x1771`);
  });

  it('reverts the whole transaction when a later swap fails', async () => {
    const [usdc, orca] = [token('USDC'), token('ORCA')];
    const wallet = await freshWallet(10_000_000n);
    const watched = [usdc.ata(wallet.publicKey), usdc.vault, orca.vault];
    const before = watched.map(balance);
    const refused = await failure(
      [t.ordinary, wallet],
      createAta(wallet.publicKey, orca),
      swapIx(wallet, usdc, orca, { amount: 1_000_000n, limit: 0n }),
      swapIx(wallet, usdc, orca, { amount: 1_000_000n, limit: 10n ** 18n }),
    );
    expect(refused.message).toContain(
      'Error processing Instruction 2: custom program error: 0x1771',
    );
    expect(watched.map(balance)).toEqual(before);
    expect(t.chain.ledger.readAccount(toPublicKey(orca.ata(wallet.publicKey)))).toBeNull();
  });

  it('refuses zero amounts, one mint on both sides, a mint without a pool and a drained pool', async () => {
    const [usdc, jup, wbtc] = [token('USDC'), token('JUP'), token('WBTC')];
    const wallet = t.ordinary;
    const zero = await failure([wallet], swapIx(wallet, usdc, jup, { amount: 0n, limit: 0n }));
    expect(zero.message).toContain('0x1770'); // ZeroAmount 6000
    const same = await failure([wallet], swapIx(wallet, usdc, usdc, { amount: 1n, limit: 0n }));
    expect(same.message).toContain('0x1773'); // SameMint 6003

    const share = t.chain.world.strategies[0]?.shareMint ?? '';
    const shares = {
      mint: new PublicKey(share),
      program: TOKEN_PROGRAM_ID,
      ata: (owner: PublicKey) => associatedTokenAddress(owner, new PublicKey(share)).address,
      vault: swapPoolVault(new PublicKey(share), toPublicKey(TOKEN_PROGRAM_ID)),
    };
    const unsupported = await failure(
      [wallet],
      swapIx(wallet, usdc, shares, { amount: 1_000_000n, limit: 0n }),
    );
    expect(unsupported.message).toContain('0x1772'); // UnsupportedMint 6002
    expect(unsupported.logs).toContain(
      'Program log: AnchorError caused by account: output_pool. Error Code: UnsupportedMint. Error Number: 6002. Error Message: The mint has no sandbox swap pool.',
    );

    // Empty the WBTC vault down to one satoshi: the pool cannot pay out.
    const vault = t.chain.ledger.readAccount(wbtc.vault);
    if (vault === null) throw new Error('no WBTC vault');
    const drained = Buffer.from(vault.data);
    drained.writeBigUInt64LE(1n, 64);
    t.chain.ledger.writeAccount(wbtc.vault, { ...vault, data: drained });
    const dry = await failure(
      [wallet],
      createAta(wallet.publicKey, wbtc),
      swapIx(wallet, usdc, wbtc, { amount: 1_000_000_000n, limit: 0n }),
    );
    expect(dry.message).toContain('0x1774'); // InsufficientLiquidity 6004
  });

  it('checks the accounts as Anchor does: the pool vault, the signer', async () => {
    const [usdc, jup] = [token('USDC'), token('JUP')];
    const wrongVault = swapIx(t.ordinary, usdc, jup, { amount: 1_000_000n, limit: 0n });
    const outputVault = wrongVault.keys[8];
    if (outputVault) outputVault.pubkey = usdc.vault;
    const address = await failure([t.ordinary], wrongVault);
    expect(address.message).toContain('custom program error: 0x7dc'); // ConstraintAddress 2012
    expect(address.logs).toContain(
      'Program log: AnchorError caused by account: output_vault. Error Code: ConstraintAddress. Error Number: 2012. Error Message: An address constraint was violated.',
    );

    const unsigned = swapIx(t.ordinary, usdc, jup, { amount: 1_000_000n, limit: 0n });
    const user = unsigned.keys[0];
    if (user) user.isSigner = false;
    const notSigned = await failure([t.flagged], unsigned);
    expect(notSigned.message).toContain('custom program error: 0xbc2'); // AccountNotSigner 3010
  });
});
