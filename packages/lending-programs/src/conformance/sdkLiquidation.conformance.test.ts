import {
  liquidateObligationAndRedeemReserveCollateral,
  liquidateObligationAndRedeemReserveCollateralV2,
  refreshObligation,
  refreshObligationFarmsForReserve,
  refreshReserve,
} from '@kamino-finance/klend-sdk/dist/@codegen/klend/instructions';
import { createAssociatedTokenAccountIdempotentInstruction } from '@kamino-finance/klend-sdk/dist/utils/ata';
import { isNotNullPubkey } from '@kamino-finance/klend-sdk/dist/utils/pubkey';
import {
  lendingMarketAuthPda,
  obligationFarmStatePda,
} from '@kamino-finance/klend-sdk/dist/utils/seeds';
import { FARMS_PROGRAM_ID, KLEND_PROGRAM_ID } from '@keel/chain-readers';
import { AccountRole, type Address, createNoopSigner, none, type Option, some } from '@solana/kit';
import BN from 'bn.js';
import { describe, expect, it } from 'vitest';
import { stepsInOrder } from '../compose/composedParts';
import { composeLiquidation } from '../compose/composeLiquidation';
import type { LendingObligation, LendingReserve } from '../compose/lendingInputs';
import type { ComposedLiquidation } from '../compose/liquidationInputs';
import { MARKET, sampleObligation, sampleReserve } from '../testing/fixtures';
import { testKey } from '../testing/keys';
import { fromKit, fromWeb3, type KitInstruction, kitAddress } from '../testing/sdkInstructions';

/**
 * composeLiquidation against klend-sdk 7.3.22's KaminoAction.buildLiquidateTxns: its token
 * accounts (addAtaIxs 'liquidate': the cToken account, then the collateral's liquidity account),
 * the refreshes of addSupportIxsWithoutInitObligation (the obligation's other reserves, then
 * [outflow, inflow] = [withdraw, repay], then the obligation; for V1 the collateral then the debt
 * farm), and addLiquidateIx / addLiquidateIxV2, each from the SDK's generated builders and
 * helpers (PDAs, token accounts) on the same state.
 */
const programAddress = kitAddress(KLEND_PROGRAM_ID);
const farmsProgram = kitAddress(FARMS_PROGRAM_ID);
const liquidatorKey = testKey(41);
const liquidator = createNoopSigner(kitAddress(liquidatorKey));
const market = kitAddress(MARKET);
const SYSVAR_INSTRUCTIONS = 'Sysvar1nstructions1111111111111111111111111' as Address;
const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' as Address;

const optionalAccount = (key: Address): Option<Address> =>
  isNotNullPubkey(key) ? some(key) : none();

function sdkRefreshReserve(reserve: LendingReserve): KitInstruction {
  const info = reserve.config.tokenInfo;
  return refreshReserve(
    {
      lendingMarket: market,
      reserve: kitAddress(reserve.address),
      pythOracle: optionalAccount(kitAddress(info.pythConfiguration.price)),
      switchboardPriceOracle: optionalAccount(
        kitAddress(info.switchboardConfiguration.priceAggregator),
      ),
      switchboardTwapOracle: optionalAccount(
        kitAddress(info.switchboardConfiguration.twapAggregator),
      ),
      scopePrices: optionalAccount(kitAddress(info.scopeConfiguration.priceFeed)),
    },
    undefined,
    programAddress,
  );
}

/** addRefreshObligationIx: the deposit reserves, then the borrow reserves (no referrer here). */
function sdkRefreshObligation(obligation: LendingObligation): KitInstruction {
  const ix = refreshObligation(
    { lendingMarket: market, obligation: kitAddress(obligation.address) },
    undefined,
    programAddress,
  );
  const writable = (key: LendingObligation['address']) => ({
    address: kitAddress(key),
    role: AccountRole.WRITABLE,
  });
  return {
    ...ix,
    accounts: [
      ...(ix.accounts ?? []),
      ...obligation.deposits.map((d) => writable(d.depositReserve)),
      ...obligation.borrows.map((b) => writable(b.borrowReserve)),
    ],
  };
}

/** getFarmAccountsForReserve: the obligation's state in the farm, none without one. */
async function farmAccounts(obligation: Address, farm: LendingReserve['farmDebt']) {
  return farm === null
    ? { obligationFarmUserState: none<Address>(), reserveFarmState: none<Address>() }
    : {
        obligationFarmUserState: some(
          await obligationFarmStatePda(kitAddress(farm), obligation, farmsProgram),
        ),
        reserveFarmState: some(kitAddress(farm)),
      };
}

async function ata(mint: LendingReserve['address'], tokenProgram: Address) {
  return createAssociatedTokenAccountIdempotentInstruction(
    liquidator,
    kitAddress(mint),
    liquidator.address,
    tokenProgram,
  );
}

/** addLiquidateIx's accounts (V1; V2 nests them as liquidationAccounts). */
async function liquidationAccounts(
  obligation: LendingObligation,
  repay: LendingReserve,
  withdraw: LendingReserve,
) {
  const [lendingMarketAuthority] = await lendingMarketAuthPda(market, programAddress);
  const [repayAta] = await ata(
    repay.liquidity.mintPubkey,
    kitAddress(repay.liquidity.tokenProgram),
  );
  const [cTokenAta] = await ata(withdraw.collateral.mintPubkey, TOKEN_PROGRAM);
  const [withdrawAta] = await ata(
    withdraw.liquidity.mintPubkey,
    kitAddress(withdraw.liquidity.tokenProgram),
  );
  return {
    liquidator,
    obligation: kitAddress(obligation.address),
    lendingMarket: market,
    lendingMarketAuthority,
    repayReserve: kitAddress(repay.address),
    repayReserveLiquidityMint: kitAddress(repay.liquidity.mintPubkey),
    repayReserveLiquiditySupply: kitAddress(repay.liquidity.supplyVault),
    withdrawReserve: kitAddress(withdraw.address),
    withdrawReserveLiquidityMint: kitAddress(withdraw.liquidity.mintPubkey),
    withdrawReserveCollateralMint: kitAddress(withdraw.collateral.mintPubkey),
    withdrawReserveCollateralSupply: kitAddress(withdraw.collateral.supplyVault),
    withdrawReserveLiquiditySupply: kitAddress(withdraw.liquidity.supplyVault),
    userSourceLiquidity: repayAta,
    userDestinationCollateral: cTokenAta,
    userDestinationLiquidity: withdrawAta,
    withdrawReserveLiquidityFeeReceiver: kitAddress(withdraw.liquidity.feeVault),
    collateralTokenProgram: TOKEN_PROGRAM,
    repayLiquidityTokenProgram: kitAddress(repay.liquidity.tokenProgram),
    withdrawLiquidityTokenProgram: kitAddress(withdraw.liquidity.tokenProgram),
    instructionSysvarAccount: SYSVAR_INSTRUCTIONS,
  };
}

const args = (amount: number, min: number) => ({
  liquidityAmount: new BN(amount),
  minAcceptableReceivedLiquidityAmount: new BN(min),
  maxAllowedLtvOverridePercent: new BN(0),
});

function expectSameSteps(composed: ComposedLiquidation, expected: KitInstruction[]) {
  expect(
    stepsInOrder(composed).map((s) => ({ label: s.label, ...fromWeb3(s.instruction) })),
  ).toEqual(stepsInOrder(composed).map((s, i) => ({ label: s.label, ...fromKit(expected[i]!) })));
}

describe('a composed liquidation equals the SDK’s instructions for the same state', () => {
  const sol = sampleReserve(21, { farmCollateral: true });
  const jito = sampleReserve(22);
  const usdc = sampleReserve(23, { farmDebt: true });
  const usdt = sampleReserve(24);

  it('V2 (reserves with farms), as buildLiquidateTxns(useV2Ixs) builds it', async () => {
    const obligation = sampleObligation([sol, jito], [usdc, usdt]);
    const obligationAddress = kitAddress(obligation.address);
    const composed = composeLiquidation({
      liquidator: liquidatorKey,
      obligation,
      reserves: [sol, jito, usdc, usdt],
      repayReserve: usdc,
      withdrawReserve: sol,
      amount: 500_000n,
      minReceivedAmount: 42n,
    });
    const liquidationAccountsV2 = await liquidationAccounts(obligation, usdc, sol);
    expectSameSteps(composed, [
      (await ata(sol.collateral.mintPubkey, TOKEN_PROGRAM))[1],
      (await ata(sol.liquidity.mintPubkey, kitAddress(sol.liquidity.tokenProgram)))[1],
      sdkRefreshReserve(jito),
      sdkRefreshReserve(usdt),
      sdkRefreshReserve(sol),
      sdkRefreshReserve(usdc),
      sdkRefreshObligation(obligation),
      liquidateObligationAndRedeemReserveCollateralV2(
        args(500_000, 42),
        {
          liquidationAccounts: liquidationAccountsV2,
          debtFarmsAccounts: await farmAccounts(obligationAddress, usdc.farmDebt),
          collateralFarmsAccounts: await farmAccounts(obligationAddress, sol.farmCollateral),
          farmsProgram,
        },
        [],
        programAddress,
      ),
    ]);
  });

  it('V1 in an elevation group (deposit reserves appended), with its farm refreshes', async () => {
    const obligation = sampleObligation([jito, sol], [usdc], { elevationGroup: 3 });
    const composed = composeLiquidation({
      liquidator: liquidatorKey,
      obligation,
      reserves: [sol, jito, usdc],
      repayReserve: usdc,
      withdrawReserve: sol,
      amount: 7n,
      version: 'v1',
    });
    const [lendingMarketAuthority] = await lendingMarketAuthPda(market, programAddress);
    const farmRefresh = async (reserve: LendingReserve, mode: 0 | 1) => {
      const farm = (mode === 0 ? reserve.farmCollateral : reserve.farmDebt)!;
      return refreshObligationFarmsForReserve(
        { mode },
        {
          crank: liquidator,
          baseAccounts: {
            obligation: kitAddress(obligation.address),
            lendingMarketAuthority,
            reserve: kitAddress(reserve.address),
            reserveFarmState: kitAddress(farm),
            obligationFarmUserState: await obligationFarmStatePda(
              kitAddress(farm),
              kitAddress(obligation.address),
              farmsProgram,
            ),
            lendingMarket: market,
          },
          farmsProgram,
          rent: 'SysvarRent111111111111111111111111111111111' as Address,
          systemProgram: '11111111111111111111111111111111' as Address,
        },
        undefined,
        programAddress,
      );
    };
    const liquidate = liquidateObligationAndRedeemReserveCollateral(
      args(7, 0),
      await liquidationAccounts(obligation, usdc, sol),
      [],
      programAddress,
    );
    const withDeposits = {
      ...liquidate,
      accounts: [
        ...(liquidate.accounts ?? []),
        ...[jito, sol].map((r) => ({ address: kitAddress(r.address), role: AccountRole.WRITABLE })),
      ],
    };
    const farms = [await farmRefresh(sol, 0), await farmRefresh(usdc, 1)];
    expectSameSteps(composed, [
      (await ata(sol.collateral.mintPubkey, TOKEN_PROGRAM))[1],
      (await ata(sol.liquidity.mintPubkey, kitAddress(sol.liquidity.tokenProgram)))[1],
      sdkRefreshReserve(jito),
      sdkRefreshReserve(sol),
      sdkRefreshReserve(usdc),
      sdkRefreshObligation(obligation),
      ...farms,
      withDeposits,
      ...farms,
    ]);
  });
});
