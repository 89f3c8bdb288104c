import { BN, BorshAccountsCoder, BorshInstructionCoder, type Idl } from '@coral-xyz/anchor-029';
import {
  associatedTokenAddress,
  decodeWhirlpoolStrategy,
  encodeWhirlpoolStrategy,
  KLIQUIDITY_PROGRAM_ID,
  METEORA_DLMM_PROGRAM_ID,
  ORCA_WHIRLPOOL_PROGRAM_ID,
  RAYDIUM_CLMM_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  toPublicKey,
} from '@keel/chain-readers';
import { referenceJson } from '@keel/config/reference';
import { PublicKey, SYSVAR_INSTRUCTIONS_PUBKEY, TransactionInstruction } from '@solana/web3.js';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../test-support/test-chain';
import { kliquidityHandler } from './kliquidity-handler';
import {
  depositor,
  programContext,
  send,
  tokenBalance,
  worldStrategy,
} from './kliquidity-test-kit';

/*
 * Transactions built with Anchor 0.29's coder over the program's published IDL — data from
 * BorshInstructionCoder, account metas in the IDL's order with its flags — land on the
 * emulation, and what landed is read back with BorshAccountsCoder over the same IDL. Expected
 * numbers are worked here from the formulas: the official client's proportional deposit
 * (kliquidity-sdk calculateDepositAmountsProportionalWithTotalTokens), MATH §7.1 (a CLMM
 * position's tokens) and §7.3 (the share price).
 */

interface PublishedIdl {
  instructions: Array<{
    name: string;
    accounts: Array<{ name: string; isMut: boolean; isSigner: boolean; isOptional?: boolean }>;
  }>;
}

const published = referenceJson<PublishedIdl>(
  'sandbox: kliquidity IDL client',
  'chain/idl/kliquidity.json',
);
const PROGRAM = toPublicKey(KLIQUIDITY_PROGRAM_ID);
const MEMO = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');
const POOL_PROGRAMS = {
  0: ORCA_WHIRLPOOL_PROGRAM_ID,
  1: RAYDIUM_CLMM_PROGRAM_ID,
  2: METEORA_DLMM_PROGRAM_ID,
} as const;
const D = Decimal.clone({ precision: 60 });
const num = (value: BN | number) => BigInt(value.toString());

let t: TestChain;

beforeAll(async () => {
  t = await startTestChain({ seed: 'kliquidity-idl-client', handlers: [kliquidityHandler] });
});
afterAll(() => t.chain.close());

describe.skipIf(published === null)('strategy transactions built with the IDL coder', () => {
  const idl = published as PublishedIdl;
  const instructionCoder = new BorshInstructionCoder(idl as unknown as Idl);
  const accountsCoder = new BorshAccountsCoder(idl as unknown as Idl);

  /** An IDL-typed account read from the ledger and decoded by Anchor's coder. */
  function decoded<T>(name: string, address: PublicKey): T {
    const account = t.chain.ledger.readAccount(address);
    if (account === null) throw new Error(`no ${name} at ${address.toBase58()}`);
    return accountsCoder.decode<T>(name, Buffer.from(account.data));
  }

  /** An instruction: the IDL coder's data, the IDL's accounts in order with their flags. */
  function idlInstruction(
    name: string,
    args: Record<string, unknown>,
    addresses: Record<string, PublicKey>,
  ): TransactionInstruction {
    const ix = idl.instructions.find((candidate) => candidate.name === name);
    if (ix === undefined) throw new Error(`${name} is not in the IDL`);
    return new TransactionInstruction({
      programId: PROGRAM,
      data: instructionCoder.encode(name, args),
      keys: ix.accounts.map((account) => {
        const pubkey = addresses[account.name] ?? (account.isOptional ? PROGRAM : undefined);
        if (pubkey === undefined) throw new Error(`${name}: no address for ${account.name}`);
        return { pubkey, isSigner: account.isSigner, isWritable: account.isMut };
      }),
    });
  }

  interface Strategy {
    [field: string]: unknown;
    tokenAAmounts: BN;
    tokenBAmounts: BN;
    sharesIssued: BN;
    withdrawFee: BN;
    tokenAMintDecimals: BN;
    tokenBMintDecimals: BN;
    sharesMintDecimals: BN;
    strategyDex: BN;
  }
  interface Whirlpool {
    sqrtPrice: BN;
  }
  interface Position {
    liquidity: BN;
    tickLowerIndex: number;
    tickUpperIndex: number;
  }

  /** The strategy's addresses by IDL account name, from its decoded fields and the world. */
  function strategyAddresses(address: PublicKey, strategy: Strategy, owner: PublicKey) {
    const key = (field: string) => strategy[field] as PublicKey;
    const treasury = (mint: PublicKey) =>
      PublicKey.findProgramAddressSync(
        [Buffer.from('treasury_fee_vault'), mint.toBuffer()],
        PROGRAM,
      )[0];
    const ata = (mint: PublicKey, program: PublicKey) =>
      toPublicKey(associatedTokenAddress(owner, mint, program).address);
    const context = programContext(t);
    const fields = [
      'globalConfig',
      'pool',
      'position',
      'tickArrayLower',
      'tickArrayUpper',
      'tokenAVault',
      'tokenBVault',
      'baseVaultAuthority',
      'tokenAMint',
      'tokenBMint',
      'sharesMint',
      'sharesMintAuthority',
      'poolTokenVaultA',
      'poolTokenVaultB',
      'positionTokenAccount',
      'raydiumProtocolPositionOrBaseVaultAuthority',
      'tokenATokenProgram',
      'tokenBTokenProgram',
    ];
    return {
      ...Object.fromEntries(fields.map((field) => [field, key(field)])),
      user: owner,
      actionsAuthority: owner,
      strategy: address,
      tokenAAta: ata(key('tokenAMint'), key('tokenATokenProgram')),
      tokenBAta: ata(key('tokenBMint'), key('tokenBTokenProgram')),
      userSharesAta: ata(key('sharesMint'), toPublicKey(TOKEN_PROGRAM_ID)),
      treasuryFeeTokenAVault: treasury(key('tokenAMint')),
      treasuryFeeTokenBVault: treasury(key('tokenBMint')),
      tokenInfos: context.tokenInfos,
      scopePricesA: context.scopePricesA,
      scopePricesB: context.scopePricesB,
      tokenProgram: toPublicKey(TOKEN_PROGRAM_ID),
      tokenProgram2022: toPublicKey(TOKEN_2022_PROGRAM_ID),
      memoProgram: MEMO,
      poolProgram: toPublicKey(POOL_PROGRAMS[Number(strategy.strategyDex) as 0 | 1 | 2]),
      instructionSysvarAccount: SYSVAR_INSTRUCTIONS_PUBKEY,
    } as Record<string, PublicKey>;
  }

  /** MATH §7.1: what `liquidity` of the position stands for at the pool's price, rounded down. */
  function positionTokens(strategy: Strategy, liquidity: bigint) {
    const pool = decoded<Whirlpool>('Whirlpool', strategy.pool as PublicKey);
    const position = decoded<Position>('Position', strategy.position as PublicKey);
    const s = new D(pool.sqrtPrice.toString()).div(new D(2).pow(64));
    const a = new D('1.0001').pow(new D(position.tickLowerIndex).div(2));
    const b = new D('1.0001').pow(new D(position.tickUpperIndex).div(2));
    const L = new D(liquidity.toString());
    const [x, y] = s.lte(a)
      ? [L.times(b.minus(a)).div(a.times(b)), new D(0)]
      : s.gte(b)
        ? [new D(0), L.times(b.minus(a))]
        : [L.times(b.minus(s)).div(s.times(b)), L.times(s.minus(a))];
    return { a: BigInt(x.floor().toFixed(0)), b: BigInt(y.floor().toFixed(0)) };
  }

  const near = (got: bigint, want: bigint, by = 1n) => got - want <= by && want - got <= by;

  it('deposit + invest, then withdraw: the read-back is what the formulas give', async () => {
    const chosen = worldStrategy(t, 'ORCA');
    const address = toPublicKey(chosen.address);
    const before = decoded<Strategy>('WhirlpoolStrategy', address);
    const liquidityBefore = num(
      decoded<Position>('Position', before.position as PublicKey).liquidity,
    );
    const invested = positionTokens(before, liquidityBefore);
    const total = {
      a: num(before.tokenAAmounts) + invested.a,
      b: num(before.tokenBAmounts) + invested.b,
    };
    const price = (mint: PublicKey) =>
      new D(t.chain.world.tokens.find((token) => token.mint === mint.toBase58())?.priceUsd ?? 0);
    const whole = (raw: bigint, decimals: BN) =>
      new D(raw.toString()).div(new D(10).pow(Number(decimals)));
    const usd = (a: bigint, b: bigint) =>
      whole(a, before.tokenAMintDecimals)
        .times(price(before.tokenAMint as PublicKey))
        .plus(whole(b, before.tokenBMintDecimals).times(price(before.tokenBMint as PublicKey)));
    const tvl = usd(total.a, total.b);
    // About $1 000 of A, and more B than the ratio needs.
    const maxA = BigInt(new D(total.a.toString()).times(1_000).div(tvl).floor().toFixed(0));
    const maxB = (total.b * maxA * 2n) / total.a;
    const user = depositor(t, chosen, maxA, maxB);
    const owner = user.wallet.publicKey;
    const addresses = strategyAddresses(address, before, owner);

    await send(
      t,
      [user.wallet],
      idlInstruction(
        'deposit',
        { tokenMaxA: new BN(maxA.toString()), tokenMaxB: new BN(maxB.toString()) },
        addresses,
      ),
      idlInstruction('invest', { referencePriceTick: 0 }, addresses),
    );

    // The official client's proportional deposit: all of A, A · b / a of B.
    const spentA = maxA - tokenBalance(t, user.tokenA);
    const spentB = maxB - tokenBalance(t, user.tokenB);
    expect(spentA).toBe(maxA);
    expect(near(spentB, (maxA * total.b) / total.a)).toBe(true);
    // Shares at the share price TVL / shares issued (MATH §7.3), rounded down.
    const issued = num(before.sharesIssued);
    const expectedShares = usd(spentA, spentB).times(issued.toString()).div(tvl);
    const minted = tokenBalance(t, user.shares);
    expect(near(minted, BigInt(expectedShares.floor().toFixed(0)), 2n)).toBe(true);
    const deposited = decoded<Strategy>('WhirlpoolStrategy', address);
    expect(num(deposited.sharesIssued)).toBe(issued + minted);
    // The vaults hold what the strategy counts as uninvested; the invest left only dust there.
    expect(tokenBalance(t, deposited.tokenAVault as PublicKey)).toBe(num(deposited.tokenAAmounts));
    expect(tokenBalance(t, deposited.tokenBVault as PublicKey)).toBe(num(deposited.tokenBAmounts));
    const liquidity = num(decoded<Position>('Position', deposited.position as PublicKey).liquidity);
    expect(liquidity).toBeGreaterThan(liquidityBefore);

    // A withdrawal fee of 25 bps on the strategy (the account layout's encoder writes it).
    const stored = t.chain.ledger.readAccount(address);
    if (stored === null) throw new Error('no strategy');
    const { address: _, ...fields } = decodeWhirlpoolStrategy(address, stored);
    const data = encodeWhirlpoolStrategy({ ...fields, withdrawFee: 25n });
    t.chain.ledger.writeAccount(address, { ...stored, data });
    const treasuryA = tokenBalance(t, addresses.treasuryFeeTokenAVault as PublicKey);
    const treasuryB = tokenBalance(t, addresses.treasuryFeeTokenBVault as PublicKey);
    const walletA = tokenBalance(t, user.tokenA);
    const walletB = tokenBalance(t, user.tokenB);
    await send(
      t,
      [user.wallet],
      idlInstruction('withdraw', { sharesAmount: new BN(minted.toString()) }, addresses),
    );
    // The shares' part of the uninvested tokens and of the position's liquidity, less the fee.
    const issuedNow = num(deposited.sharesIssued);
    const part = (amount: bigint) => (amount * minted) / issuedNow;
    const fromPosition = positionTokens(deposited, part(liquidity));
    const gross = {
      a: part(num(deposited.tokenAAmounts)) + fromPosition.a,
      b: part(num(deposited.tokenBAmounts)) + fromPosition.b,
    };
    const fee = num(decoded<Strategy>('WhirlpoolStrategy', address).withdrawFee);
    expect(fee).toBe(25n);
    const paidA = tokenBalance(t, user.tokenA) - walletA;
    const paidB = tokenBalance(t, user.tokenB) - walletB;
    const feeA = tokenBalance(t, addresses.treasuryFeeTokenAVault as PublicKey) - treasuryA;
    const feeB = tokenBalance(t, addresses.treasuryFeeTokenBVault as PublicKey) - treasuryB;
    expect(near(paidA + feeA, gross.a)).toBe(true);
    expect(near(paidB + feeB, gross.b)).toBe(true);
    expect(feeA).toBe(((paidA + feeA) * fee) / 10_000n);
    expect(feeB).toBe(((paidB + feeB) * fee) / 10_000n);
    expect(feeA > 0n && feeB > 0n).toBe(true);
    const end = decoded<Strategy>('WhirlpoolStrategy', address);
    expect(num(end.sharesIssued)).toBe(issued);
    expect(tokenBalance(t, user.shares)).toBe(0n);
    expect(tokenBalance(t, end.tokenAVault as PublicKey)).toBe(num(end.tokenAAmounts));
    expect(tokenBalance(t, end.tokenBVault as PublicKey)).toBe(num(end.tokenBAmounts));
  });
});
