import { toPublicKey } from '@keel/chain-readers';
import { PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssociatedTokenAccountIdempotent } from '../../../test-support/spl-instructions';
import { startTestChain, type TestChain } from '../../../test-support/test-chain';
import type { WorldObligation, WorldReserve } from '../../../world/types';
import { farmsHandler } from '../../farms/farms-handler';
import { ata, balance, refreshBefore, tokenProgramOf } from '../action-test-kit';
import {
  createCTokenAta,
  depositLiquidityIx,
  redeemCollateralIx,
  withdrawCollateralIx,
} from '../collateral-test-kit';
import { depositAndCollateralIx, withdrawAndRedeemIx } from '../farms-test-kit';
import { fromInt } from '../fraction';
import { klendHandler } from '../handler';
import { LENDING_MARKET, RESERVE } from '../layout-offsets';
import { failedWith, send } from '../test-instructions';
import {
  ledgerBytes,
  patchAccount,
  refreshReserveIx,
  worldObligation,
  worldReserve,
} from '../test-world';

/* Rejections of the collateral actions that need a fixture: each patch is undone after. */

let t: TestChain;
let owner: PublicKey;
let vanilla: WorldObligation;
let multiply: WorldObligation;
const CONFIG = 4856; // ReserveConfig's base in a Reserve.

beforeAll(async () => {
  t = await startTestChain({
    seed: 'klend-collateral-rejections',
    handlers: [klendHandler, farmsHandler],
    keepOraclesFresh: true,
  });
  owner = t.ordinary.publicKey;
  const mine = (o: WorldObligation) => o.owner === owner.toBase58();
  vanilla = worldObligation(t, (o) => mine(o) && o.market === 'main' && o.tag === 'Vanilla');
  multiply = worldObligation(t, (o) => mine(o) && o.tag === 'Multiply');
});
afterAll(() => t.chain.close());

/** Runs `body` with a byte of an account changed, then puts the byte back. */
async function withByte<T>(
  address: string,
  offset: number,
  value: number,
  body: () => Promise<T>,
): Promise<T> {
  const saved = ledgerBytes(t, address).u8(offset);
  patchAccount(t, address, (b) => b.setU8(offset, value));
  try {
    return await body();
  } finally {
    patchAccount(t, address, (b) => b.setU8(offset, saved));
  }
}

const depositInto = (obligation: WorldObligation, reserve: WorldReserve, amount: bigint) =>
  depositAndCollateralIx(t, { obligation, reserve, owner, amount, version: 1 });

describe('collateral actions reject', () => {
  it('withdrawing from a reserve the obligation has no deposit in (InvalidObligationCollateral)', async () => {
    const bsol = worldReserve(t, 'main', 'bSOL');
    const ixs = refreshBefore(t, vanilla, bsol);
    const sent = await send(
      t,
      [
        createCTokenAta(owner, bsol),
        ...ixs,
        withdrawCollateralIx(t, { obligation: vanilla, reserve: bsol, amount: 1n, owner }),
      ],
      [t.ordinary],
    );
    expect(sent.err).toEqual(failedWith(ixs.length + 1, { Custom: 6024 }));
  });

  it('any withdrawal once the debt uses all the allowed borrow value (MaximumWithdrawValueZero)', async () => {
    const sol = worldReserve(t, 'main', 'SOL');
    const usdc = worldReserve(t, 'main', 'USDC');
    // Max LTV 0 on both collaterals: the refreshed allowed borrow value falls to 0 < debt.
    const sent = await withByte(sol.address, CONFIG + 16, 0, () =>
      withByte(usdc.address, CONFIG + 16, 0, async () => {
        const ixs = refreshBefore(t, vanilla, usdc);
        const tx = [
          ...ixs,
          withdrawAndRedeemIx(t, {
            obligation: vanilla,
            reserve: usdc,
            owner,
            amount: 1_000n,
            version: 2,
          }),
        ];
        return { ixs, result: await send(t, tx, [t.ordinary]) };
      }),
    );
    expect(sent.result.err).toEqual(failedWith(sent.ixs.length, { Custom: 6116 }));
  });

  it('a new collateral beyond the elevation group’s limit (ObligationCollateralExceedsElevationGroupLimit)', async () => {
    // jito's group 1 takes one collateral (JitoSOL); USDC is made a member for the test.
    const usdc = worldReserve(t, multiply.market, 'USDC');
    const sent = await withByte(usdc.address, CONFIG + 624, 1, async () => {
      const ixs = refreshBefore(t, multiply, usdc);
      return {
        ixs,
        result: await send(t, [...ixs, depositInto(multiply, usdc, 1_000_000n)], [t.ordinary]),
      };
    });
    expect(sent.result.err).toEqual(failedWith(sent.ixs.length, { Custom: 6106 }));
    expect(sent.result.logs).toContain('Program log: Left: 1');
    expect(sent.result.logs).toContain('Program log: Right: 2');
  });

  it('a new collateral worth less than the market’s minimum net value (NetValueRemainingTooSmall)', async () => {
    const msol = worldReserve(t, 'main', 'mSOL');
    const at = LENDING_MARKET.minNetValueInObligationSf;
    const before = ledgerBytes(t, vanilla.marketAddress).u128(at);
    patchAccount(t, vanilla.marketAddress, (b) => b.setU128(at, fromInt(1_000_000)));
    const ixs = refreshBefore(t, vanilla, msol);
    const sent = await send(t, [...ixs, depositInto(vanilla, msol, 1_000n)], [t.ordinary]);
    patchAccount(t, vanilla.marketAddress, (b) => b.setU128(at, before));
    expect(sent.err).toEqual(failedWith(ixs.length, { Custom: 6092 }));
    expect(
      sent.logs.some((l) =>
        l.startsWith('Program log: Obligation new collateral value after deposit'),
      ),
    ).toBe(true);
  });

  it('a redemption the freely available liquidity cannot pay (InsufficientLiquidity)', async () => {
    const usdt = worldReserve(t, 'main', 'USDT');
    const setup = await send(
      t,
      [
        createCTokenAta(owner, usdt),
        refreshReserveIx(t, usdt),
        depositLiquidityIx(t, { reserve: usdt, amount: 1_000_000n, owner }),
      ],
      [t.ordinary],
    );
    expect(setup.err, setup.logs.join('\n')).toBeNull();
    const held = await balance(t, ata(owner, usdt, true));
    // The withdraw queue claims all the cTokens issued: nothing is freely available.
    const supply = ledgerBytes(t, usdt.address).u64(RESERVE.collateralMintTotalSupply);
    patchAccount(t, usdt.address, (b) => b.setU64(RESERVE.queuedCollateralAmount, supply));
    const sent = await send(
      t,
      [redeemCollateralIx(t, { reserve: usdt, amount: held, owner })],
      [t.ordinary],
    );
    patchAccount(t, usdt.address, (b) => b.setU64(RESERVE.queuedCollateralAmount, 0n));
    expect(sent.err).toEqual(failedWith(0, { Custom: 6008 }));
    expect(sent.logs.some((l) => l.includes('cannot exceed the freely available amount 0'))).toBe(
      true,
    );
  });

  it('the elevation group’s debt reserve as a new collateral (ElevationGroupDebtReserveAsCollateral)', async () => {
    // jito's group 1 borrows SOL; wrapped SOL is made for the deposit (ATA, lamports, SyncNative).
    const sol = worldReserve(t, multiply.market, 'SOL');
    const wsol = ata(owner, sol);
    const wrap = [
      createAssociatedTokenAccountIdempotent(
        owner,
        wsol,
        owner,
        new PublicKey(sol.mint),
        toPublicKey(tokenProgramOf(sol)),
      ),
      SystemProgram.transfer({ fromPubkey: owner, toPubkey: wsol, lamports: 200_000_000 }),
      new TransactionInstruction({
        programId: toPublicKey(tokenProgramOf(sol)),
        keys: [{ pubkey: wsol, isSigner: false, isWritable: true }],
        data: Buffer.from([17]),
      }),
    ];
    const ixs = refreshBefore(t, multiply, sol);
    const sent = await send(
      t,
      [...wrap, ...ixs, depositInto(multiply, sol, 100_000_000n)],
      [t.ordinary],
    );
    expect(sent.err).toEqual(failedWith(wrap.length + ixs.length, { Custom: 6105 }));
    expect(sent.logs).toContain(`Program log: ${sol.address}`);
  });
});
