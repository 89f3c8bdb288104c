import { decodeReserve, KLEND_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import {
  Keypair,
  PublicKey,
  SYSVAR_INSTRUCTIONS_PUBKEY,
  SystemProgram,
  TransactionInstruction,
} from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgramHandler } from '../../../chain/program-handler';
import { startTestChain, type TestChain } from '../../../test-support/test-chain';
import type { WorldReserve } from '../../../world/types';
import { AccountBytes } from '../account-bytes';
import {
  ata,
  balance,
  borrowIx,
  marketAuthority,
  refreshBefore,
  tokenProgramOf,
  u64Arg,
} from '../action-test-kit';
import { KLEND_ERRORS } from '../errors';
import { fromBps, fromInt, max, mul, ONE, round } from '../fraction';
import { klendHandler } from '../handler';
import { REFERRER_TOKEN_STATE, RESERVE } from '../layout-offsets';
import { failedWith, klendInstruction, send } from '../test-instructions';
import {
  ledgerAccount,
  ledgerBytes,
  patchAccount,
  worldMarket,
  worldObligation,
  worldReserve,
} from '../test-world';

/** A program that calls klend by CPI with its own accounts and data (klend must refuse). */
const PROXY = new PublicKey('CpiProxy11111111111111111111111111111111111');
const proxy: ProgramHandler = {
  name: 'cpi-proxy',
  programIds: [PROXY],
  execute(context) {
    context.invoke({
      programId: toPublicKey(KLEND_PROGRAM_ID),
      accounts: context.accounts,
      data: context.data,
    });
  },
};

let t: TestChain;
let usdt: WorldReserve;
const KLEND = KLEND_PROGRAM_ID.toBase58();
const FLASH = 'programs/klend/src/lending_market/flash_ixs.rs';
const U64_MAX = (1n << 64n) - 1n;

beforeAll(async () => {
  t = await startTestChain({
    seed: 'klend-flash',
    handlers: [klendHandler, proxy],
    keepOraclesFresh: true,
  });
  usdt = worldReserve(t, 'main', 'USDT');
});
afterAll(() => t.chain.close());

function flashAccounts(
  reserve: WorldReserve,
  user: 'Destination' | 'Source',
  referrer: Referrer = null,
) {
  const owner = t.ordinary.publicKey;
  return {
    userTransferAuthority: owner,
    lendingMarketAuthority: marketAuthority(t, reserve),
    lendingMarket: new PublicKey(worldMarket(t, reserve.market).address),
    reserve: new PublicKey(reserve.address),
    reserveLiquidityMint: new PublicKey(reserve.mint),
    [user === 'Destination' ? 'reserveSourceLiquidity' : 'reserveDestinationLiquidity']:
      new PublicKey(reserve.liquiditySupplyVault),
    [`user${user}Liquidity`]: toPublicKey(ata(owner, reserve)),
    reserveLiquidityFeeReceiver: new PublicKey(reserve.feeVault),
    referrerTokenState: referrer?.state ?? null,
    referrerAccount: referrer?.account ?? null,
    sysvarInfo: SYSVAR_INSTRUCTIONS_PUBKEY,
    tokenProgram: toPublicKey(tokenProgramOf(reserve)),
  };
}

/** The referrer accounts a flash couple passes (the borrow's must match the repay's). */
type Referrer = { state: PublicKey | null; account: PublicKey } | null;

const flashBorrowIx = (reserve: WorldReserve, amount: bigint, referrer: Referrer = null) =>
  klendInstruction(
    'flashBorrowReserveLiquidity',
    flashAccounts(reserve, 'Destination', referrer),
    u64Arg(amount),
  );

const flashRepayIx = (
  reserve: WorldReserve,
  amount: bigint,
  borrowIndex: number,
  referrer: Referrer = null,
) =>
  klendInstruction(
    'flashRepayReserveLiquidity',
    flashAccounts(reserve, 'Source', referrer),
    Buffer.concat([u64Arg(amount), Buffer.of(borrowIndex)]),
  );

/** The same instruction sent to the proxy, which passes it on to klend by CPI. */
const throughProxy = (ix: TransactionInstruction) =>
  new TransactionInstruction({ programId: PROXY, keys: ix.keys, data: ix.data });

/** A referrer's token state at its PDA for `reserve`; its mint and referrer may be wrong. */
function writeReferrerState(
  reserve: WorldReserve,
  referrer: PublicKey,
  fields: { mint?: PublicKey; stateReferrer?: PublicKey } = {},
): PublicKey {
  const pda = (owner: PublicKey) =>
    PublicKey.findProgramAddressSync(
      [Buffer.from('referrer_acc'), owner.toBuffer(), new PublicKey(reserve.address).toBuffer()],
      toPublicKey(KLEND_PROGRAM_ID),
    );
  const [address] = pda(referrer);
  // The stored bump is the stored referrer's, so that its address can be derived (and differs).
  const [, bump] = pda(fields.stateReferrer ?? referrer);
  const data = new AccountBytes(new Uint8Array(360));
  data.data.set(REFERRER_TOKEN_STATE.discriminator, 0);
  data.setPubkey(REFERRER_TOKEN_STATE.referrer, fields.stateReferrer ?? referrer);
  data.setPubkey(REFERRER_TOKEN_STATE.mint, fields.mint ?? new PublicKey(reserve.mint));
  data.setU64(REFERRER_TOKEN_STATE.bump, BigInt(bump));
  t.chain.ledger.writeAccount(address, {
    lamports: t.chain.ledger.minimumBalanceForRentExemption(360),
    owner: toPublicKey(KLEND_PROGRAM_ID),
    data: data.data,
    executable: false,
    rentEpoch: 0n,
  });
  return address;
}

const errorLine = (name: string, code: number, msg: string, line: number) =>
  `Program log: AnchorError thrown in ${FLASH}:${line}. Error Code: ${name}. Error Number: ${code}. Error Message: ${msg}.`;

describe('flash_borrow / flash_repay_reserve_liquidity', () => {
  it('lends and takes back the loan in one transaction, charging the flash fee (MATH §2.7)', async () => {
    const wallet = ata(t.ordinary.publicKey, usdt);
    const vault = new PublicKey(usdt.liquiditySupplyVault);
    const feeVault = new PublicKey(usdt.feeVault);
    const [walletBefore, vaultBefore, feeBefore] = [
      await balance(t, wallet),
      await balance(t, vault),
      await balance(t, feeVault),
    ];
    const amount = 5_000_000n;
    const sent = await send(
      t,
      [flashBorrowIx(usdt, amount), flashRepayIx(usdt, amount, 0)],
      [t.ordinary],
    );
    expect(sent.err, sent.logs.join('\n')).toBeNull();
    const rate = ledgerBytes(t, usdt.address).u64(RESERVE.flashLoanFeeSf);
    expect(rate).toBeGreaterThan(0n);
    const fee = round(max(mul(fromInt(amount), rate), ONE));
    expect(await balance(t, wallet)).toBe(walletBefore - fee);
    expect(await balance(t, vault)).toBe(vaultBefore);
    expect(await balance(t, feeVault)).toBe(feeBefore + fee);
    expect(sent.logs).toContain('Program log: Instruction: FlashBorrowReserveLiquidity');
    expect(sent.logs).toContain('Program log: Instruction: FlashRepayReserveLiquidity');
    const reserve = decodeReserve(new PublicKey(usdt.address), ledgerAccount(t, usdt.address));
    expect(reserve.liquidity.availableAmount).toBe(vaultBefore);
    expect(reserve.lastUpdate.stale).toBe(true);
  });
});

describe('flash loans reject', () => {
  it('a borrow without a repay (NoFlashRepayFound)', async () => {
    const sent = await send(t, [flashBorrowIx(usdt, 1_000_000n)], [t.ordinary]);
    expect(sent.err).toEqual(failedWith(0, { Custom: 6032 }));
    expect(sent.logs).toContain('Program log: No flash repay found');
    expect(sent.logs).toContain(
      errorLine('NoFlashRepayFound', 6032, 'No corresponding repay found for flash borrow', 139),
    );
  });

  it('a repay of a different amount (InvalidFlashRepay)', async () => {
    const sent = await send(
      t,
      [flashBorrowIx(usdt, 1_000_000n), flashRepayIx(usdt, 999_999n, 0)],
      [t.ordinary],
    );
    expect(sent.err).toEqual(failedWith(0, { Custom: 6033 }));
    expect(sent.logs).toContain(
      "Program log: Liquidity amount for flash repay doesn't match borrow",
    );
    expect(sent.logs).toContain(errorLine('InvalidFlashRepay', 6033, 'Invalid repay found', 158));
  });

  it('a repay naming another instruction or alone (InvalidFlashRepay)', async () => {
    const wrongIndex = await send(
      t,
      [flashBorrowIx(usdt, 1_000_000n), flashRepayIx(usdt, 1_000_000n, 1)],
      [t.ordinary],
    );
    expect(wrongIndex.err).toEqual(failedWith(0, { Custom: 6033 }));
    const alone = await send(
      t,
      [
        SystemProgram.transfer({
          fromPubkey: t.ordinary.publicKey,
          toPubkey: t.ordinary.publicKey,
          lamports: 1,
        }),
        flashRepayIx(usdt, 1_000_000n, 0),
      ],
      [t.ordinary],
    );
    expect(alone.err).toEqual(failedWith(1, { Custom: 6033 }));
    expect(alone.logs).toContain(errorLine('InvalidFlashRepay', 6033, 'Invalid repay found', 50));
  });

  it('two repays for one borrow (MultipleFlashBorrows)', async () => {
    const sent = await send(
      t,
      [
        flashBorrowIx(usdt, 1_000_000n),
        flashRepayIx(usdt, 1_000_000n, 0),
        flashRepayIx(usdt, 1_000_000n, 0),
      ],
      [t.ordinary],
    );
    expect(sent.err).toEqual(failedWith(0, { Custom: 6035 }));
    expect(sent.logs).toContain('Program log: Multiple flash repays not allowed');
  });

  it('a reserve with flash loans disabled (FlashLoansDisabled)', async () => {
    const before = ledgerBytes(t, usdt.address).u64(RESERVE.flashLoanFeeSf);
    patchAccount(t, usdt.address, (b) => b.setU64(RESERVE.flashLoanFeeSf, U64_MAX));
    const sent = await send(
      t,
      [flashBorrowIx(usdt, 1_000_000n), flashRepayIx(usdt, 1_000_000n, 0)],
      [t.ordinary],
    );
    patchAccount(t, usdt.address, (b) => b.setU64(RESERVE.flashLoanFeeSf, before));
    expect(sent.err).toEqual(failedWith(0, { Custom: 6036 }));
    expect(sent.logs).toContain('Program log: Flash loans are disabled for this reserve');
    expect(sent.logs.slice(sent.logs.indexOf(`Program ${KLEND} invoke [1]`))).toContain(
      'Program log: AnchorError thrown in programs/klend/src/lending_market/lending_checks.rs:359. Error Code: FlashLoansDisabled. Error Number: 6036. Error Message: Flash loans are disabled for this reserve.',
    );
  });
});

describe('flash repay with a referrer', () => {
  it('keeps the referrer’s share of the flash fee in the supply vault, credited to the referrer', async () => {
    const market = worldMarket(t, usdt.market).address;
    patchAccount(t, market, (b) => b.data.set([0xd0, 0x07], 120)); // referral_fee_bps = 2 000
    const referrer = Keypair.generate().publicKey;
    const state = writeReferrerState(usdt, referrer);
    const wallet = ata(t.ordinary.publicKey, usdt);
    const vault = new PublicKey(usdt.liquiditySupplyVault);
    const feeVault = new PublicKey(usdt.feeVault);
    const before = [await balance(t, wallet), await balance(t, vault), await balance(t, feeVault)];
    const reserveBefore = ledgerBytes(t, usdt.address).u128(RESERVE.accumulatedReferrerFeesSf);
    const amount = 5_000_000n;
    const sent = await send(
      t,
      [
        flashBorrowIx(usdt, amount, { state, account: referrer }),
        flashRepayIx(usdt, amount, 0, { state, account: referrer }),
      ],
      [t.ordinary],
    );
    patchAccount(t, market, (b) => b.data.set([0, 0], 120));
    expect(sent.err, sent.logs.join('\n')).toBeNull();
    // calculate_fees: the fee rounded; the referrer's share of the unrounded fee, floored.
    const rate = ledgerBytes(t, usdt.address).u64(RESERVE.flashLoanFeeSf);
    const feeF = max(mul(fromInt(amount), rate), ONE);
    const fee = round(feeF);
    const referrerFee = mul(feeF, fromBps(2_000)) >> 60n;
    expect(referrerFee).toBeGreaterThan(0n);
    expect(await balance(t, wallet)).toBe((before[0] ?? 0n) - fee);
    expect(await balance(t, vault)).toBe((before[1] ?? 0n) + referrerFee);
    expect(await balance(t, feeVault)).toBe((before[2] ?? 0n) + fee - referrerFee);
    const credited = fromInt(referrerFee);
    expect(ledgerBytes(t, state).u128(REFERRER_TOKEN_STATE.amountUnclaimedSf)).toBe(credited);
    expect(ledgerBytes(t, state).u128(REFERRER_TOKEN_STATE.amountCumulativeSf)).toBe(credited);
    expect(ledgerBytes(t, usdt.address).u128(RESERVE.accumulatedReferrerFeesSf)).toBe(
      reserveBefore + credited,
    );
  });

  it('pays no referrer without its token state, and says so', async () => {
    const alone = { state: null, account: Keypair.generate().publicKey };
    const flash = await send(
      t,
      [flashBorrowIx(usdt, 1_000_000n, alone), flashRepayIx(usdt, 1_000_000n, 0, alone)],
      [t.ordinary],
    );
    expect(flash.err, flash.logs.join('\n')).toBeNull();
    expect(flash.logs).toContain('Program log: No referrer account provided');
  });

  it('rejects a referrer token state that is not the referrer’s for this reserve', async () => {
    const referrer = Keypair.generate().publicKey;
    const cases = [
      [{ mint: PublicKey.default }, 'ReferrerAccountNotInitialized'],
      [{ mint: Keypair.generate().publicKey }, 'ReferrerAccountMintMissmatch'],
      [{ stateReferrer: Keypair.generate().publicKey }, 'ReferrerAccountWrongAddress'],
    ] as const;
    for (const [fields, name] of cases) {
      const state = writeReferrerState(usdt, referrer, fields);
      const sent = await send(
        t,
        [
          flashBorrowIx(usdt, 1_000_000n, { state, account: referrer }),
          flashRepayIx(usdt, 1_000_000n, 0, { state, account: referrer }),
        ],
        [t.ordinary],
      );
      expect(sent.err).toEqual(failedWith(1, { Custom: KLEND_ERRORS[name].code }));
    }
    const other = Keypair.generate().publicKey;
    const state = writeReferrerState(usdt, other);
    const sent = await send(
      t,
      [
        flashBorrowIx(usdt, 1_000_000n, { state, account: referrer }),
        flashRepayIx(usdt, 1_000_000n, 0, { state, account: referrer }),
      ],
      [t.ordinary],
    );
    expect(sent.err).toEqual(
      failedWith(1, { Custom: KLEND_ERRORS.ReferrerAccountReferrerMissmatch.code }),
    );
  });
});

describe('klend called through another program', () => {
  it('refuses a flash borrow by CPI (FlashBorrowCpi)', async () => {
    const sent = await send(
      t,
      [throughProxy(flashBorrowIx(usdt, 1_000_000n)), flashRepayIx(usdt, 1_000_000n, 0)],
      [t.ordinary],
    );
    expect(sent.err).toEqual(failedWith(0, { Custom: KLEND_ERRORS.FlashBorrowCpi.code }));
    expect(sent.logs).toContain('Program log: Flash Borrow was called via CPI!');
    expect(sent.logs).toContain(`Program ${KLEND} invoke [2]`);
  });

  it('refuses a flash repay by CPI (FlashRepayCpi)', async () => {
    const sent = await send(t, [throughProxy(flashRepayIx(usdt, 1_000_000n, 0))], [t.ordinary]);
    expect(sent.err).toEqual(failedWith(0, { Custom: KLEND_ERRORS.FlashRepayCpi.code }));
    expect(sent.logs).toContain('Program log: Flash Repay was called via CPI!');
  });

  it('refuses an action whose refresh check finds it called by CPI (CpiDisabled)', async () => {
    const owner = t.ordinary.publicKey.toBase58();
    const vanilla = worldObligation(
      t,
      (o) => o.owner === owner && o.market === 'main' && o.tag === 'Vanilla',
    );
    const ixs = refreshBefore(t, vanilla, usdt);
    const borrow = borrowIx(t, { obligation: vanilla, reserve: usdt, amount: 1_000_000n });
    const sent = await send(t, [...ixs, throughProxy(borrow)], [t.ordinary]);
    expect(sent.err).toEqual(failedWith(ixs.length, { Custom: KLEND_ERRORS.CpiDisabled.code }));
    expect(sent.logs).toContain('Program log: Instruction was called via CPI!');
  });
});
