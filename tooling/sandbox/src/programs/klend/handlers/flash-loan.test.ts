import { decodeReserve, KLEND_PROGRAM_ID } from '@keel/chain-readers';
import { PublicKey, SYSVAR_INSTRUCTIONS_PUBKEY, SystemProgram } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../../test-support/test-chain';
import type { WorldReserve } from '../../../world/types';
import { ata, balance, marketAuthority, tokenProgramOf, u64Arg } from '../action-test-kit';
import { fromInt, max, mul, ONE, round } from '../fraction';
import { klendHandler } from '../handler';
import { RESERVE } from '../layout-offsets';
import { failedWith, klendInstruction, send } from '../test-instructions';
import { ledgerAccount, ledgerBytes, patchAccount, worldMarket, worldReserve } from '../test-world';

let t: TestChain;
let usdt: WorldReserve;
const KLEND = KLEND_PROGRAM_ID.toBase58();
const FLASH = 'programs/klend/src/lending_market/flash_ixs.rs';
const U64_MAX = (1n << 64n) - 1n;

beforeAll(async () => {
  t = await startTestChain({
    seed: 'klend-flash',
    handlers: [klendHandler],
    keepOraclesFresh: true,
  });
  usdt = worldReserve(t, 'main', 'USDT');
});
afterAll(() => t.chain.close());

function flashAccounts(reserve: WorldReserve, user: 'Destination' | 'Source') {
  const owner = t.ordinary.publicKey;
  return {
    userTransferAuthority: owner,
    lendingMarketAuthority: marketAuthority(t, reserve),
    lendingMarket: new PublicKey(worldMarket(t, reserve.market).address),
    reserve: new PublicKey(reserve.address),
    reserveLiquidityMint: new PublicKey(reserve.mint),
    [user === 'Destination' ? 'reserveSourceLiquidity' : 'reserveDestinationLiquidity']:
      new PublicKey(reserve.liquiditySupplyVault),
    [`user${user}Liquidity`]: ata(owner, reserve),
    reserveLiquidityFeeReceiver: new PublicKey(reserve.feeVault),
    referrerTokenState: null,
    referrerAccount: null,
    sysvarInfo: SYSVAR_INSTRUCTIONS_PUBKEY,
    tokenProgram: tokenProgramOf(reserve),
  };
}

const flashBorrowIx = (reserve: WorldReserve, amount: bigint) =>
  klendInstruction(
    'flashBorrowReserveLiquidity',
    flashAccounts(reserve, 'Destination'),
    u64Arg(amount),
  );

const flashRepayIx = (reserve: WorldReserve, amount: bigint, borrowIndex: number) =>
  klendInstruction(
    'flashRepayReserveLiquidity',
    flashAccounts(reserve, 'Source'),
    Buffer.concat([u64Arg(amount), Buffer.of(borrowIndex)]),
  );

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
