import { FARMS_PROGRAM_ID, farmUserStatePda, toPublicKey } from '@keel/chain-readers';
import {
  PublicKey,
  SYSVAR_INSTRUCTIONS_PUBKEY,
  type TransactionInstruction,
} from '@solana/web3.js';
import { createAssociatedTokenAccountIdempotent } from '../../test-support/spl-instructions';
import type { TestChain } from '../../test-support/test-chain';
import type { WorldObligation, WorldReserve } from '../../world/types';
import {
  ata,
  marketAuthority,
  obligationReserves,
  refreshObligationIx,
  reserveByAddress,
  tokenProgramOf,
  u64Arg,
} from './action-test-kit';
import { createCTokenAta } from './collateral-test-kit';
import { refreshObligationFarmsIx } from './farms-test-kit';
import { DEPOSIT } from './layout-offsets';
import { ObligationAccount } from './obligation-account';
import { klendInstruction } from './test-instructions';
import { ledgerAccount, patchAccount, refreshReserveIx } from './test-world';
import { TOKEN_PROGRAM } from './token-checks';

/* Test support for liquidations: the instruction (V1, V2) and the liquidator's token accounts. */

export interface Liquidation {
  obligation: WorldObligation;
  repay: WorldReserve;
  withdraw: WorldReserve;
  liquidator: PublicKey;
  amount: bigint;
  minReceived?: bigint;
  maxLtvOverridePct?: bigint;
}

const CONFIG = 4856; // ReserveConfig's base in a Reserve.

/** No interest accrues any more (zero borrow curve, no host rate): a refresh then changes nothing. */
function freezeInterest(t: TestChain, reserve: WorldReserve): void {
  patchAccount(t, reserve.address, (b) => {
    b.data.fill(0, CONFIG + 2, CONFIG + 4); // hostFixedInterestRateBps
    for (let i = 0; i < 11; i += 1)
      b.data.fill(0, CONFIG + 64 + i * 8 + 4, CONFIG + 64 + i * 8 + 8);
  });
}

/** The liquidator's liquidity and cToken accounts of the withdraw reserve, created if missing. */
export function liquidatorAccounts(liquidator: PublicKey, withdraw: WorldReserve) {
  return [
    createAssociatedTokenAccountIdempotent(
      liquidator,
      ata(liquidator, withdraw),
      liquidator,
      new PublicKey(withdraw.mint),
      toPublicKey(tokenProgramOf(withdraw)),
    ),
    createCTokenAta(liquidator, withdraw),
  ];
}

function liquidationAccounts(t: TestChain, l: Liquidation): Record<string, PublicKey> {
  const { repay, withdraw, liquidator } = l;
  return {
    liquidator,
    obligation: new PublicKey(l.obligation.address),
    lendingMarket: new PublicKey(l.obligation.marketAddress),
    lendingMarketAuthority: marketAuthority(t, repay),
    repayReserve: new PublicKey(repay.address),
    repayReserveLiquidityMint: new PublicKey(repay.mint),
    repayReserveLiquiditySupply: new PublicKey(repay.liquiditySupplyVault),
    withdrawReserve: new PublicKey(withdraw.address),
    withdrawReserveLiquidityMint: new PublicKey(withdraw.mint),
    withdrawReserveCollateralMint: new PublicKey(withdraw.collateralMint),
    withdrawReserveCollateralSupply: new PublicKey(withdraw.collateralSupplyVault),
    withdrawReserveLiquiditySupply: new PublicKey(withdraw.liquiditySupplyVault),
    withdrawReserveLiquidityFeeReceiver: new PublicKey(withdraw.feeVault),
    userSourceLiquidity: ata(liquidator, repay),
    userDestinationCollateral: ata(liquidator, withdraw, true),
    userDestinationLiquidity: ata(liquidator, withdraw),
    collateralTokenProgram: toPublicKey(TOKEN_PROGRAM),
    repayLiquidityTokenProgram: toPublicKey(tokenProgramOf(repay)),
    withdrawLiquidityTokenProgram: toPublicKey(tokenProgramOf(withdraw)),
    instructionSysvarAccount: SYSVAR_INSTRUCTIONS_PUBKEY,
  };
}

function liquidationArgs(l: Liquidation): Buffer {
  return Buffer.concat([
    u64Arg(l.amount),
    u64Arg(l.minReceived ?? 0n),
    u64Arg(l.maxLtvOverridePct ?? 0n),
  ]);
}

/** The obligation's deposit reserves, which the program reads when the obligation is in a group. */
function depositReserves(t: TestChain, l: Liquidation) {
  const o = new ObligationAccount(ledgerAccount(t, l.obligation.address).data);
  return o.activeDeposits().map((slot) => ({
    pubkey: o.bytes.pubkey(slot.base + DEPOSIT.reserve),
    isSigner: false,
    isWritable: true,
  }));
}

/** Every reserve's interest frozen, and oracle prices taken at each refresh (tests move them). */
export function prepareLiquidations(t: TestChain): void {
  for (const reserve of t.chain.world.markets.flatMap((m) => m.reserves)) {
    freezeInterest(t, reserve);
  }
  // LendingMarket.priceRefreshTriggerToMaxAgePct: 0 reads the price at every refresh.
  for (const market of t.chain.world.markets)
    patchAccount(t, market.address, (b) => b.setU8(125, 0));
}

export function liquidateIx(t: TestChain, l: Liquidation): TransactionInstruction {
  return klendInstruction(
    'liquidateObligationAndRedeemReserveCollateral',
    liquidationAccounts(t, l),
    liquidationArgs(l),
    depositReserves(t, l),
  );
}

const farm = (key: string | null, obligation: string) =>
  key === null
    ? { user: null, farm: null }
    : {
        user: farmUserStatePda(new PublicKey(key), new PublicKey(obligation)).address,
        farm: new PublicKey(key),
      };

/** The V2 form: the V1 accounts nested, then the collateral and debt farm accounts. */
export function liquidateV2Ix(t: TestChain, l: Liquidation): TransactionInstruction {
  const nested = Object.entries(liquidationAccounts(t, l)).map(([k, v]) => [
    `liquidationAccounts.${k}`,
    v,
  ]);
  const collateral = farm(l.withdraw.farmCollateral, l.obligation.address);
  const debt = farm(l.repay.farmDebt, l.obligation.address);
  return klendInstruction(
    'liquidateObligationAndRedeemReserveCollateralV2',
    {
      ...Object.fromEntries(nested),
      'collateralFarmsAccounts.obligationFarmUserState': collateral.user,
      'collateralFarmsAccounts.reserveFarmState': collateral.farm,
      'debtFarmsAccounts.obligationFarmUserState': debt.user,
      'debtFarmsAccounts.reserveFarmState': debt.farm,
      farmsProgram: FARMS_PROGRAM_ID,
    },
    liquidationArgs(l),
    depositReserves(t, l),
  );
}

/** The farm refreshes check_refresh wants on each side of a V1 liquidation. */
function farmRefreshes(t: TestChain, l: Liquidation) {
  const owner = l.liquidator;
  const collateral = { obligation: l.obligation, reserve: l.withdraw, owner };
  const debt = { obligation: l.obligation, reserve: l.repay, owner };
  return [
    ...(l.withdraw.farmCollateral === null ? [] : [refreshObligationFarmsIx(t, collateral, 0)]),
    ...(l.repay.farmDebt === null ? [] : [refreshObligationFarmsIx(t, debt, 1)]),
  ];
}

/**
 * The liquidator's token accounts, then what check_refresh wants right before a V1 liquidation
 * (the obligation's other reserves, the withdraw reserve, the repay reserve, the obligation,
 * the farms) and the farm refreshes after it; `index` is the liquidation's.
 */
export function liquidationTx(t: TestChain, l: Liquidation, ix = liquidateIx(t, l)) {
  const farms = farmRefreshes(t, l);
  const named = [l.withdraw.address, l.repay.address];
  const others = obligationReserves(t, l.obligation.address)
    .map((key) => key.toBase58())
    .filter((key, i, all) => !named.includes(key) && all.indexOf(key) === i);
  const before = [
    ...liquidatorAccounts(l.liquidator, l.withdraw),
    ...[...others, ...new Set(named)].map((key) => refreshReserveIx(t, reserveByAddress(t, key))),
    refreshObligationIx(t, l.obligation),
    ...farms,
  ];
  return { ixs: [...before, ix, ...farms], index: before.length };
}
