import {
  decodeObligation,
  decodeReserve,
  farmUserStatePda,
  sameAddress,
  toPublicKey,
} from '@keel/chain-readers';
import { composeLendingAction, instructionsInOrder, stepsInOrder } from '@keel/lending-programs';
import { Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../../test-support/test-chain';
import type { WorldObligation, WorldReserve } from '../../../world/types';
import { farmsHandler } from '../../farms/farms-handler';
import { ata, balance, refreshBefore } from '../action-test-kit';
import { createCTokenAta, depositLiquidityIx } from '../collateral-test-kit';
import {
  collateralV2Ix,
  depositAndCollateralIx,
  initObligationFarmsIx,
  type ObligationReserve,
  obligationFarmUser,
  readFarmUser,
  refreshObligationFarmsIx,
  withdrawAndRedeemIx,
} from '../farms-test-kit';
import { klendHandler } from '../handler';
import { failedWith, send } from '../test-instructions';
import {
  ledgerAccount,
  refreshReserveIx,
  worldMarket,
  worldObligation,
  worldReserve,
} from '../test-world';

let t: TestChain;
let vanilla: WorldObligation;
let usdc: WorldReserve;
let target: ObligationReserve;
let fresh: ObligationReserve;

beforeAll(async () => {
  t = await startTestChain({
    seed: 'klend-obligation-farms',
    handlers: [klendHandler, farmsHandler],
    keepOraclesFresh: true,
  });
  const owner = t.ordinary.publicKey;
  vanilla = worldObligation(
    t,
    (o) => o.owner === owner.toBase58() && o.market === 'main' && o.tag === 'Vanilla',
  );
  usdc = worldReserve(t, 'main', 'USDC');
  target = { obligation: vanilla, reserve: usdc, owner };
  // JitoSOL has a collateral farm and is not among the obligation's deposits: no user state yet.
  fresh = { obligation: vanilla, reserve: worldReserve(t, 'main', 'JitoSOL'), owner };
});
afterAll(() => t.chain.close());

const deposited = (r: WorldReserve) =>
  decodeObligation(new PublicKey(vanilla.address), ledgerAccount(t, vanilla.address)).deposits.find(
    (d) => d.depositReserve.toBase58() === r.address,
  )?.depositedAmount ?? 0n;
const stake = () => readFarmUser(t, obligationFarmUser(target))?.activeStakeScaled;

describe('init_obligation_farms_for_reserve', () => {
  it('creates the obligation’s user state in the collateral farm, delegated to the obligation', async () => {
    expect(readFarmUser(t, obligationFarmUser(fresh))).toBeNull();
    const sent = await send(t, [initObligationFarmsIx(t, fresh)], [t.ordinary]);
    expect(sent.err, sent.logs.join('\n')).toBeNull();
    const user = readFarmUser(t, obligationFarmUser(fresh));
    expect(user?.delegatee.toBase58()).toBe(vanilla.address);
    expect(sameAddress(user?.owner, t.ordinary.publicKey)).toBe(true);
    expect(user?.activeStakeScaled).toBe(0n);
    expect(sent.logs).toContain('Program log: Instruction: InitializeUser');
  });

  it('takes the lending market authority read-only, as the IDL and the SDK pass it', () => {
    // The farms program declares its authority a read-only signer (the published farms IDL,
    // older, says mutable): klend's CPI passes it read-only, and the landing above used it so.
    expect(initObligationFarmsIx(t, fresh).keys[3]?.isWritable).toBe(false);
  });

  it('rejects a mode that is no farm kind (the program panics)', async () => {
    const sent = await send(t, [initObligationFarmsIx(t, fresh, 2)], [t.ordinary]);
    expect(sent.err).toEqual(failedWith(0, 'ProgramFailedToComplete'));
  });

  it('rejects the debt mode on a reserve whose debt farm is another account (InvalidAccountInput)', async () => {
    const sent = await send(t, [initObligationFarmsIx(t, fresh, 1)], [t.ordinary]);
    expect(sent.err).toEqual(failedWith(0, { Custom: 6006 }));
  });
});

describe('refresh_obligation_farms_for_reserve', () => {
  it('sets the farm stake to the obligation’s deposited cTokens', async () => {
    const sent = await send(t, [refreshObligationFarmsIx(t, target)], [t.ordinary]);
    expect(sent.err, sent.logs.join('\n')).toBeNull();
    expect(stake()).toBe(deposited(usdc));
    expect(sent.logs).toContain('Program log: RefreshObligationFarmsForReserve Collateral');
    const again = await send(t, [refreshObligationFarmsIx(t, target)], [t.ordinary]);
    expect(again.logs).toContain('Program log: Farm stake is unchanged, skipping update');
  });

  it('lets a V1 withdrawal on a farmed reserve pass its refresh check, and syncs the stake', async () => {
    const farmRefresh = refreshObligationFarmsIx(t, target);
    const ixs = [...refreshBefore(t, vanilla, usdc), farmRefresh];
    const before = deposited(usdc);
    const wallet = await balance(t, ata(t.ordinary.publicKey, usdc));
    const sent = await send(
      t,
      [...ixs, withdrawAndRedeemIx(t, { ...target, amount: 1_000_000n, version: 1 }), farmRefresh],
      [t.ordinary],
    );
    expect(sent.err, sent.logs.join('\n')).toBeNull();
    expect(deposited(usdc)).toBe(before - 1_000_000n);
    expect(await balance(t, ata(t.ordinary.publicKey, usdc))).toBeGreaterThan(wallet);
    expect(stake()).toBe(before - 1_000_000n);
  });

  it('refuses the V1 action without the farm refresh after it (IncorrectInstructionInPosition)', async () => {
    const ixs = [...refreshBefore(t, vanilla, usdc), refreshObligationFarmsIx(t, target)];
    const sent = await send(
      t,
      [...ixs, withdrawAndRedeemIx(t, { ...target, amount: 1_000n, version: 1 })],
      [t.ordinary],
    );
    expect(sent.err).toEqual(failedWith(ixs.length, { Custom: 6051 }));
  });
});

describe('V2 collateral actions sync the farm stake by CPI', () => {
  it('deposit_reserve_liquidity_and_obligation_collateral_v2', async () => {
    const before = deposited(usdc);
    const ixs = refreshBefore(t, vanilla, usdc);
    const sent = await send(
      t,
      [...ixs, depositAndCollateralIx(t, { ...target, amount: 5_000_000n, version: 2 })],
      [t.ordinary],
    );
    expect(sent.err, sent.logs.join('\n')).toBeNull();
    const added = deposited(usdc) - before;
    expect(added).toBeGreaterThan(0n);
    expect(added).toBeLessThanOrEqual(5_000_000n);
    expect(stake()).toBe(deposited(usdc));
    expect(sent.logs.some((l) => l.startsWith('Program log: pnl: Deposit reserve liquidity'))).toBe(
      true,
    );
  });

  it('withdraw_obligation_collateral_and_redeem_reserve_collateral_v2', async () => {
    const ixs = refreshBefore(t, vanilla, usdc);
    const sent = await send(
      t,
      [...ixs, withdrawAndRedeemIx(t, { ...target, amount: 2_000_000n, version: 2 })],
      [t.ordinary],
    );
    expect(sent.err, sent.logs.join('\n')).toBeNull();
    expect(stake()).toBe(deposited(usdc));
  });

  it('rejects a V2 action on a farmed reserve without the farm accounts (FarmAccountsMissing)', async () => {
    const ixs = refreshBefore(t, vanilla, usdc);
    const sent = await send(
      t,
      [...ixs, withdrawAndRedeemIx(t, { ...target, amount: 1_000n, version: 2, withFarm: false })],
      [t.ordinary],
    );
    expect(sent.err).toEqual(failedWith(ixs.length, { Custom: 6120 }));
  });

  it('deposit_obligation_collateral_v2 and withdraw_obligation_collateral_v2', async () => {
    const owner = t.ordinary.publicKey;
    const minted = await send(
      t,
      [
        createCTokenAta(owner, usdc),
        refreshReserveIx(t, usdc),
        depositLiquidityIx(t, { reserve: usdc, amount: 3_000_000n, owner }),
      ],
      [t.ordinary],
    );
    expect(minted.err, minted.logs.join('\n')).toBeNull();
    const cTokens = await balance(t, ata(owner, usdc, true));
    const before = deposited(usdc);
    const ixs = refreshBefore(t, vanilla, usdc);
    const deposit = collateralV2Ix(t, { ...target, amount: cTokens, kind: 'deposit' });
    const sent = await send(t, [...ixs, deposit], [t.ordinary]);
    expect(sent.err, sent.logs.join('\n')).toBeNull();
    expect(deposited(usdc)).toBe(before + cTokens);
    expect(stake()).toBe(before + cTokens);
    const withdraw = collateralV2Ix(t, { ...target, amount: cTokens, kind: 'withdraw' });
    const back = await send(t, [...refreshBefore(t, vanilla, usdc), withdraw], [t.ordinary]);
    expect(back.err, back.logs.join('\n')).toBeNull();
    expect(await balance(t, ata(owner, usdc, true))).toBe(cTokens);
    expect(stake()).toBe(before);
  });
});

describe('a new wallet’s first deposit and first borrow, composed as the product composes them', () => {
  const reserveOf = (r: WorldReserve) =>
    decodeReserve(new PublicKey(r.address), ledgerAccount(t, r.address));

  it('creates the obligation and its farm states in the same transactions, the debt farm staked', async () => {
    const wallet = Keypair.generate();
    await t.connection.requestAirdrop(wallet.publicKey, 20 * LAMPORTS_PER_SOL);
    const market = { address: new PublicKey(worldMarket(t, 'main').address) };
    const sol = worldReserve(t, 'main', 'SOL');
    // SOL has a collateral farm, USDC a debt farm: each first action inits the obligation's state.
    const deposit = composeLendingAction({
      market,
      owner: wallet.publicKey,
      obligation: null,
      reserves: [],
      action: { kind: 'deposit', reserve: reserveOf(sol), amount: 5n * BigInt(LAMPORTS_PER_SOL) },
      userMetadataExists: false,
      obligationFarmExists: false,
    });
    expect(stepsInOrder(deposit).map((step) => step.label)).toContain('initObligation');
    const deposited = await send(t, instructionsInOrder(deposit), [wallet]);
    expect(deposited.err, deposited.logs.join('\n')).toBeNull();

    const obligationKey = toPublicKey(deposit.addresses.obligation);
    const borrow = composeLendingAction({
      market,
      owner: wallet.publicKey,
      obligation: decodeObligation(obligationKey, ledgerAccount(t, obligationKey)),
      reserves: [reserveOf(sol)],
      action: { kind: 'borrow', reserve: reserveOf(usdc), amount: 10_000_000n },
      userMetadataExists: true,
      obligationFarmExists: false,
    });
    expect(stepsInOrder(borrow).map((step) => step.label)).toContain('initObligationFarm');
    const borrowed = await send(t, instructionsInOrder(borrow), [wallet]);
    expect(borrowed.err, borrowed.logs.join('\n')).toBeNull();

    const debtFarm = new PublicKey(usdc.farmDebt ?? '');
    const user = readFarmUser(t, toPublicKey(farmUserStatePda(debtFarm, obligationKey).address));
    expect(sameAddress(user?.delegatee, obligationKey)).toBe(true);
    expect(sameAddress(user?.owner, wallet.publicKey)).toBe(true);
    // The borrow V2 set the stake by CPI: the debt as the program floors it.
    const debt = decodeObligation(obligationKey, ledgerAccount(t, obligationKey)).borrows.find(
      (b) => b.borrowReserve.toBase58() === usdc.address,
    );
    expect(user?.activeStakeScaled).toBe(BigInt(debt?.borrowedAmount.floor().toFixed() ?? '-1'));
    expect(user?.activeStakeScaled).toBeGreaterThanOrEqual(10_000_000n);
  });
});
