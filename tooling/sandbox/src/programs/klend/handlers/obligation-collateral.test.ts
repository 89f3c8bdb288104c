import { decodeObligation } from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../../test-support/test-chain';
import type { WorldObligation, WorldReserve } from '../../../world/types';
import { farmsHandler } from '../../farms/farms-handler';
import { ata, balance, refreshBefore } from '../action-test-kit';
import {
  createCTokenAta,
  depositCollateralIx,
  depositLiquidityIx,
  withdrawCollateralIx,
} from '../collateral-test-kit';
import { depositAndCollateralIx } from '../farms-test-kit';
import { klendHandler } from '../handler';
import { RESERVE } from '../layout-offsets';
import { failedWith, send } from '../test-instructions';
import {
  ledgerAccount,
  patchAccount,
  refreshReserveIx,
  worldObligation,
  worldReserve,
} from '../test-world';

let t: TestChain;
let vanilla: WorldObligation;
let lending: WorldObligation;
let msol: WorldReserve;
let sol: WorldReserve;
let owner: PublicKey;
const U64_MAX = (1n << 64n) - 1n;

beforeAll(async () => {
  t = await startTestChain({
    seed: 'klend-collateral',
    handlers: [klendHandler, farmsHandler],
    keepOraclesFresh: true,
  });
  owner = t.ordinary.publicKey;
  const mine = (o: WorldObligation) => o.owner === owner.toBase58();
  vanilla = worldObligation(t, (o) => mine(o) && o.market === 'main' && o.tag === 'Vanilla');
  lending = worldObligation(t, (o) => mine(o) && o.tag === 'Lending');
  msol = worldReserve(t, 'main', 'mSOL');
  sol = worldReserve(t, 'main', 'SOL');
  // cTokens to deposit: 1 mSOL supplied to its reserve.
  const sent = await send(
    t,
    [
      createCTokenAta(owner, msol),
      refreshReserveIx(t, msol),
      depositLiquidityIx(t, { reserve: msol, amount: 1_000_000_000n, owner }),
    ],
    [t.ordinary],
  );
  if (sent.err !== null) throw new Error(sent.logs.join('\n'));
});
afterAll(() => t.chain.close());

const slotOf = (o: WorldObligation, r: WorldReserve) =>
  decodeObligation(new PublicKey(o.address), ledgerAccount(t, o.address)).deposits.find(
    (d) => d.depositReserve.toBase58() === r.address,
  );
const cTokens = (r: WorldReserve) => balance(t, ata(owner, r, true));
const vault = (r: WorldReserve) => balance(t, new PublicKey(r.collateralSupplyVault));
const deposit = (amount: bigint) =>
  depositCollateralIx({ obligation: vanilla, reserve: msol, amount, owner });
const withdraw = (o: WorldObligation, r: WorldReserve, amount: bigint) =>
  withdrawCollateralIx(t, { obligation: o, reserve: r, amount, owner });

describe('deposit_obligation_collateral', () => {
  it('moves the cTokens to the collateral vault and records them in a new deposit slot', async () => {
    const held = await cTokens(msol);
    const vaultBefore = await vault(msol);
    expect(slotOf(vanilla, msol)).toBeUndefined();
    const sent = await send(t, [...refreshBefore(t, vanilla, msol), deposit(held)], [t.ordinary]);
    expect(sent.err, sent.logs.join('\n')).toBeNull();
    expect(await cTokens(msol)).toBe(0n);
    expect(await vault(msol)).toBe(vaultBefore + held);
    expect(slotOf(vanilla, msol)?.depositedAmount).toBe(held);
    const decoded = decodeObligation(
      new PublicKey(vanilla.address),
      ledgerAccount(t, vanilla.address),
    );
    expect(decoded.lastUpdate.stale).toBe(true);
    expect(sent.logs).toContain(`Program log: pnl: Depositing obligation collateral ${held}`);
  });

  it('rejects a deposit without the refreshes before it (IncorrectInstructionInPosition)', async () => {
    const sent = await send(t, [deposit(1n)], [t.ordinary]);
    expect(sent.err).toEqual(failedWith(0, { Custom: 6051 }));
  });

  it('rejects a zero amount (InvalidAmount)', async () => {
    const ixs = refreshBefore(t, vanilla, msol);
    const sent = await send(t, [...ixs, deposit(0n)], [t.ordinary]);
    expect(sent.err).toEqual(failedWith(ixs.length, { Custom: 6003 }));
  });
});

describe('withdraw_obligation_collateral', () => {
  it('returns part of the cTokens and keeps the slot', async () => {
    const deposited = slotOf(vanilla, msol)?.depositedAmount ?? 0n;
    const ixs = refreshBefore(t, vanilla, msol);
    const sent = await send(t, [...ixs, withdraw(vanilla, msol, deposited / 2n)], [t.ordinary]);
    expect(sent.err, sent.logs.join('\n')).toBeNull();
    expect(await cTokens(msol)).toBe(deposited / 2n);
    expect(slotOf(vanilla, msol)?.depositedAmount).toBe(deposited - deposited / 2n);
    expect(sent.logs).toContain(
      `Program log: pnl: Withdraw obligation collateral ${deposited / 2n}`,
    );
  });

  it('withdraws the rest with u64::MAX (the health allows it) and clears the slot', async () => {
    const rest = slotOf(vanilla, msol)?.depositedAmount ?? 0n;
    const before = await cTokens(msol);
    const ixs = refreshBefore(t, vanilla, msol);
    const sent = await send(t, [...ixs, withdraw(vanilla, msol, U64_MAX)], [t.ordinary]);
    expect(sent.err, sent.logs.join('\n')).toBeNull();
    expect(slotOf(vanilla, msol)).toBeUndefined();
    expect(await cTokens(msol)).toBe(before + rest);
  });

  it('rejects withdrawing all SOL against the USDT debt (WithdrawTooLarge, MATH §3)', async () => {
    // allowed 70%·30k + 77%·10k − 12k debt = 16.7k ⇒ at most 16.7k/0.70 ≈ 23.9k of the 30k SOL.
    const deposited = slotOf(vanilla, sol)?.depositedAmount ?? 0n;
    // V1 on a reserve with a farm wants the farm refreshes, not emulated yet: the farm is switched off.
    patchAccount(t, sol.address, (b) => b.fill(RESERVE.farmCollateral, 32));
    const ixs = refreshBefore(t, vanilla, sol);
    const sent = await send(
      t,
      [createCTokenAta(owner, sol), ...ixs, withdraw(vanilla, sol, deposited)],
      [t.ordinary],
    );
    expect(sent.err).toEqual(failedWith(ixs.length + 1, { Custom: 6011 }));
    expect(
      sent.logs.some((l) =>
        l.startsWith('Program log: Withdraw value cannot exceed maximum withdraw value'),
      ),
    ).toBe(true);
  });

  it('closes an obligation emptied by the withdrawal, its rent back to the owner', async () => {
    const usde = worldReserve(t, lending.market, 'USDe');
    // The fixture has no obligation farm state: the reserve's collateral farm is switched off.
    patchAccount(t, usde.address, (b) => b.fill(RESERVE.farmCollateral, 32));
    await send(t, [createCTokenAta(owner, usde)], [t.ordinary]);
    const rent = ledgerAccount(t, lending.address).lamports;
    const ixs = refreshBefore(t, lending, usde);
    const sent = await send(t, [...ixs, withdraw(lending, usde, U64_MAX)], [t.ordinary]);
    expect(sent.err, sent.logs.join('\n')).toBeNull();
    expect(sent.logs).toContain('Program log: Closing account');
    expect(t.chain.ledger.readAccount(new PublicKey(lending.address))).toBeNull();
    expect(rent).toBeGreaterThan(0n);
    expect(await cTokens(usde)).toBeGreaterThan(0n);
  });
});

describe('elevation-group and collateral rules on deposit', () => {
  const CONFIG = 4856;

  it('refuses a reserve outside the obligation’s elevation group (InconsistentElevationGroup)', async () => {
    // The jito Multiply obligation is in group 1 (JitoSOL → SOL); jito's USDC is in no group.
    const multiply = worldObligation(
      t,
      (o) => o.owner === owner.toBase58() && o.tag === 'Multiply',
    );
    const usdc = worldReserve(t, multiply.market, 'USDC');
    const ixs = refreshBefore(t, multiply, usdc);
    const sent = await send(
      t,
      [
        ...ixs,
        depositAndCollateralIx(t, {
          obligation: multiply,
          reserve: usdc,
          owner,
          amount: 1_000_000n,
          version: 1,
        }),
      ],
      [t.ordinary],
    );
    expect(sent.err).toEqual(failedWith(ixs.length, { Custom: 6068 }));
  });

  it('refuses collateral disabled outside elevation groups on an obligation with debt (DepositDisabledOutsideElevationGroup)', async () => {
    patchAccount(t, msol.address, (b) => b.setU8(CONFIG + 644, 1));
    const ixs = refreshBefore(t, vanilla, msol);
    const sent = await send(
      t,
      [
        ...ixs,
        depositAndCollateralIx(t, {
          obligation: vanilla,
          reserve: msol,
          owner,
          amount: 1_000_000n,
          version: 1,
        }),
      ],
      [t.ordinary],
    );
    patchAccount(t, msol.address, (b) => b.setU8(CONFIG + 644, 0));
    expect(sent.err).toEqual(failedWith(ixs.length, { Custom: 6110 }));
    expect(sent.logs).toContain(
      'Program log: Deposit reserve is disabled for usage as collateral outside elevation group',
    );
  });

  it('deposits liquidity straight into a new slot: cTokens minted to the collateral vault', async () => {
    const vaultBefore = await vault(msol);
    const ixs = refreshBefore(t, vanilla, msol);
    const sent = await send(
      t,
      [
        ...ixs,
        depositAndCollateralIx(t, {
          obligation: vanilla,
          reserve: msol,
          owner,
          amount: 2_000_000n,
          version: 1,
        }),
      ],
      [t.ordinary],
    );
    expect(sent.err, sent.logs.join('\n')).toBeNull();
    const minted = (await vault(msol)) - vaultBefore;
    expect(minted).toBeGreaterThan(0n);
    expect(slotOf(vanilla, msol)?.depositedAmount).toBe(minted);
  });
});
