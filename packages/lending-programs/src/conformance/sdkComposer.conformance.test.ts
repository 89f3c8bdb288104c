import {
  borrowObligationLiquidityV2,
  depositReserveLiquidityAndObligationCollateral,
  depositReserveLiquidityAndObligationCollateralV2,
  initObligation,
  initObligationFarmsForReserve,
  initUserMetadata,
  refreshObligation,
  refreshReserve,
  repayObligationLiquidityV2,
  withdrawObligationCollateralAndRedeemReserveCollateralV2,
} from '@kamino-finance/klend-sdk/dist/@codegen/klend/instructions';
import {
  createAssociatedTokenAccountIdempotentInstruction,
  getAssociatedTokenAddress,
  getTransferWsolIxs,
} from '@kamino-finance/klend-sdk/dist/utils/ata';
import { VanillaObligation } from '@kamino-finance/klend-sdk/dist/utils/ObligationType';
import { isNotNullPubkey } from '@kamino-finance/klend-sdk/dist/utils/pubkey';
import {
  lendingMarketAuthPda,
  obligationFarmStatePda,
  referrerTokenStatePda,
  userMetadataPda,
} from '@kamino-finance/klend-sdk/dist/utils/seeds';
import { FARMS_PROGRAM_ID, KLEND_PROGRAM_ID } from '@keel/chain-readers';
import {
  AccountRole,
  type Address,
  createNoopSigner,
  lamports,
  none,
  type Option,
  some,
} from '@solana/kit';
import BN from 'bn.js';
import { describe, expect, it } from 'vitest';
import { stepsInOrder } from '../compose/composedParts';
import { composeLendingAction } from '../compose/composeLendingAction';
import type { LendingObligation, LendingReserve } from '../compose/lendingInputs';
import type { LendingStep } from '../compose/lendingSteps';
import { MARKET, OWNER, sampleObligation, sampleReserve, solReserve } from '../testing/fixtures';
import { testKey } from '../testing/keys';
import {
  accountCreationsFirst,
  fromKit,
  fromWeb3,
  type KitInstruction,
  kitAddress,
} from '../testing/sdkInstructions';

/**
 * The composer against the official SDK's own derivations: every PDA and token account comes from
 * klend-sdk 7.3.22's helpers (kit's PDA code, not ours), and each klend instruction of a composed
 * action equals the SDK's generated builder called the way KaminoAction calls it
 * (src/classes/action.ts: addDepositIxV2, addBorrowIxV2, addRefreshReserveIxs,
 * addRefreshObligationIx, addInitObligationIxs, addInitObligationForFarm …).
 */
const programAddress = kitAddress(KLEND_PROGRAM_ID);
const farmsProgram = kitAddress(FARMS_PROGRAM_ID);
const owner = createNoopSigner(kitAddress(OWNER));
const market = kitAddress(MARKET);
const SYSVAR_RENT = 'SysvarRent111111111111111111111111111111111' as Address;
const SYSVAR_INSTRUCTIONS = 'Sysvar1nstructions1111111111111111111111111' as Address;
const SYSTEM_PROGRAM = '11111111111111111111111111111111' as Address;
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

async function sdkRefreshObligation(
  obligation: Address,
  deposits: LendingReserve[],
  borrows: LendingReserve[],
  referrer: Address | null,
): Promise<KitInstruction> {
  const ix = refreshObligation({ lendingMarket: market, obligation }, undefined, programAddress);
  const writable = (address: Address) => ({ address, role: AccountRole.WRITABLE });
  const referrerStates = referrer
    ? await Promise.all(
        borrows.map(async (r) =>
          writable(await referrerTokenStatePda(referrer, kitAddress(r.address), programAddress)),
        ),
      )
    : [];
  return {
    ...ix,
    accounts: [
      ...(ix.accounts ?? []),
      ...deposits.map((r) => writable(kitAddress(r.address))),
      ...borrows.map((r) => writable(kitAddress(r.address))),
      ...referrerStates,
    ],
  };
}

async function farmAccounts(obligation: Address, farm: Address | null) {
  return farm === null
    ? { obligationFarmUserState: none<Address>(), reserveFarmState: none<Address>() }
    : {
        obligationFarmUserState: some(await obligationFarmStatePda(farm, obligation, farmsProgram)),
        reserveFarmState: some(farm),
      };
}

const farmOf = (key: LendingReserve['farmCollateral']) => (key ? kitAddress(key) : null);

/**
 * Compares the composed steps (set-up, then action) with the SDK's instructions, step by step
 * (labels name the step), the SDK's account creations moved first.
 */
function expectSameSteps(steps: readonly LendingStep[], sdk: KitInstruction[]) {
  const expected = accountCreationsFirst(sdk);
  expect(steps.map((s) => ({ label: s.label, ...fromWeb3(s.instruction) }))).toEqual(
    steps.map((s, i) => ({ label: s.label, ...fromKit(expected[i]!) })),
  );
  expect(steps).toHaveLength(expected.length);
}

describe('composed actions equal the SDK’s instructions for the same state', () => {
  const usdc = sampleReserve(5, { farmCollateral: true, farmDebt: true });
  const jito = sampleReserve(6);

  it('derives the PDAs and token account as the SDK does', async () => {
    const composed = composeLendingAction({
      market: { address: MARKET },
      owner: OWNER,
      obligation: null,
      reserves: [],
      action: { kind: 'deposit', reserve: usdc, amount: 1n },
      userMetadataExists: false,
      obligationFarmExists: false,
    });
    const obligation = await new VanillaObligation(programAddress).toPda(market, owner.address);
    expect(composed.addresses.obligation.toBase58()).toBe(obligation);
    expect(composed.addresses.userMetadata.toBase58()).toBe(
      (await userMetadataPda(owner.address, programAddress))[0],
    );
    expect(composed.addresses.lendingMarketAuthority.toBase58()).toBe(
      (await lendingMarketAuthPda(market, programAddress))[0],
    );
    expect(composed.addresses.userLiquidityAccount.toBase58()).toBe(
      await getAssociatedTokenAddress(
        kitAddress(usdc.liquidity.mintPubkey),
        owner.address,
        kitAddress(usdc.liquidity.tokenProgram),
      ),
    );
    expect(composed.addresses.obligationFarm?.userState.toBase58()).toBe(
      await obligationFarmStatePda(kitAddress(usdc.farmCollateral!), obligation, farmsProgram),
    );
  });

  it('a fresh wallet’s deposit (V2, with a farm)', async () => {
    const composed = composeLendingAction({
      market: { address: MARKET },
      owner: OWNER,
      obligation: null,
      reserves: [],
      action: { kind: 'deposit', reserve: usdc, amount: 1_000_000n },
      userMetadataExists: false,
      obligationFarmExists: false,
    });
    const vanilla = new VanillaObligation(programAddress);
    const obligation = await vanilla.toPda(market, owner.address);
    const [userMetadata] = await userMetadataPda(owner.address, programAddress);
    const [lendingMarketAuthority] = await lendingMarketAuthPda(market, programAddress);
    const [ata, createAta] = await createAssociatedTokenAccountIdempotentInstruction(
      owner,
      kitAddress(usdc.liquidity.mintPubkey),
      owner.address,
      kitAddress(usdc.liquidity.tokenProgram),
    );
    const farm = kitAddress(usdc.farmCollateral!);
    const depositAccounts = {
      owner,
      obligation,
      lendingMarket: market,
      lendingMarketAuthority,
      reserve: kitAddress(usdc.address),
      reserveLiquidityMint: kitAddress(usdc.liquidity.mintPubkey),
      reserveLiquiditySupply: kitAddress(usdc.liquidity.supplyVault),
      reserveCollateralMint: kitAddress(usdc.collateral.mintPubkey),
      reserveDestinationDepositCollateral: kitAddress(usdc.collateral.supplyVault),
      userSourceLiquidity: ata,
      placeholderUserDestinationCollateral: none<Address>(),
      collateralTokenProgram: TOKEN_PROGRAM,
      liquidityTokenProgram: kitAddress(usdc.liquidity.tokenProgram),
      instructionSysvarAccount: SYSVAR_INSTRUCTIONS,
    };
    expectSameSteps(stepsInOrder(composed), [
      createAta,
      initUserMetadata(
        { userLookupTable: SYSTEM_PROGRAM },
        {
          owner,
          feePayer: owner,
          userMetadata,
          referrerUserMetadata: none(),
          rent: SYSVAR_RENT,
          systemProgram: SYSTEM_PROGRAM,
        },
        undefined,
        programAddress,
      ),
      initObligation(
        { args: { tag: vanilla.toArgs().tag, id: vanilla.toArgs().id } },
        {
          obligationOwner: owner,
          feePayer: owner,
          obligation,
          lendingMarket: market,
          seed1Account: vanilla.toArgs().seed1,
          seed2Account: vanilla.toArgs().seed2,
          ownerUserMetadata: userMetadata,
          rent: SYSVAR_RENT,
          systemProgram: SYSTEM_PROGRAM,
        },
        undefined,
        programAddress,
      ),
      initObligationFarmsForReserve(
        { mode: 0 },
        {
          owner: owner.address,
          payer: owner,
          obligation,
          lendingMarketAuthority,
          reserve: kitAddress(usdc.address),
          reserveFarmState: farm,
          obligationFarm: await obligationFarmStatePda(farm, obligation, farmsProgram),
          lendingMarket: market,
          farmsProgram,
          rent: SYSVAR_RENT,
          systemProgram: SYSTEM_PROGRAM,
        },
        [],
        programAddress,
      ),
      sdkRefreshReserve(usdc),
      await sdkRefreshObligation(obligation, [], [], null),
      depositReserveLiquidityAndObligationCollateralV2(
        { liquidityAmount: new BN(1_000_000) },
        {
          depositAccounts,
          farmsAccounts: await farmAccounts(obligation, farm),
          farmsProgram,
        },
        undefined,
        programAddress,
      ),
    ]);
  });

  it('an obligation with two deposits and a borrow: withdraw, borrow (with referrer), repay', async () => {
    const sol = sampleReserve(7);
    const referrer = testKey(99);
    const obligation: LendingObligation = sampleObligation([sol, jito], [usdc], { referrer });
    const obligationAddress = kitAddress(obligation.address);
    const [lendingMarketAuthority] = await lendingMarketAuthPda(market, programAddress);
    const ata = (r: LendingReserve) =>
      getAssociatedTokenAddress(
        kitAddress(r.liquidity.mintPubkey),
        owner.address,
        kitAddress(r.liquidity.tokenProgram),
      );
    const refreshes = async (actionReserve: LendingReserve) => [
      ...[sol, jito, usdc].filter((r) => r !== actionReserve).map(sdkRefreshReserve),
      sdkRefreshReserve(actionReserve),
      await sdkRefreshObligation(obligationAddress, [sol, jito], [usdc], kitAddress(referrer)),
    ];
    const compose = (action: Parameters<typeof composeLendingAction>[0]['action']) =>
      composeLendingAction({
        market: { address: MARKET },
        owner: OWNER,
        obligation,
        reserves: [sol, jito, usdc],
        action,
        userMetadataExists: true,
        obligationFarmExists: true,
      });

    // Withdraw from USDC (collateral farm: V2), as KaminoAction.addWithdrawIxV2.
    const withdraw = compose({ kind: 'withdraw', reserve: usdc, collateralAmount: 77n });
    expectSameSteps(stepsInOrder(withdraw), [
      (
        await createAssociatedTokenAccountIdempotentInstruction(
          owner,
          kitAddress(usdc.liquidity.mintPubkey),
          owner.address,
          kitAddress(usdc.liquidity.tokenProgram),
        )
      )[1],
      ...(await refreshes(usdc)),
      withdrawObligationCollateralAndRedeemReserveCollateralV2(
        { collateralAmount: new BN(77) },
        {
          withdrawAccounts: {
            owner,
            obligation: obligationAddress,
            lendingMarket: market,
            lendingMarketAuthority,
            withdrawReserve: kitAddress(usdc.address),
            reserveLiquidityMint: kitAddress(usdc.liquidity.mintPubkey),
            reserveCollateralMint: kitAddress(usdc.collateral.mintPubkey),
            reserveLiquiditySupply: kitAddress(usdc.liquidity.supplyVault),
            reserveSourceCollateral: kitAddress(usdc.collateral.supplyVault),
            userDestinationLiquidity: await ata(usdc),
            placeholderUserDestinationCollateral: none(),
            collateralTokenProgram: TOKEN_PROGRAM,
            liquidityTokenProgram: kitAddress(usdc.liquidity.tokenProgram),
            instructionSysvarAccount: SYSVAR_INSTRUCTIONS,
          },
          farmsAccounts: await farmAccounts(obligationAddress, farmOf(usdc.farmCollateral)),
          farmsProgram,
        },
        undefined,
        programAddress,
      ),
    ]);

    // Borrow USDC (debt farm: V2) under the obligation's referrer, as addBorrowIxV2.
    const borrow = compose({ kind: 'borrow', reserve: usdc, amount: 5_000n });
    expectSameSteps(stepsInOrder(borrow), [
      (
        await createAssociatedTokenAccountIdempotentInstruction(
          owner,
          kitAddress(usdc.liquidity.mintPubkey),
          owner.address,
          kitAddress(usdc.liquidity.tokenProgram),
        )
      )[1],
      ...(await refreshes(usdc)),
      borrowObligationLiquidityV2(
        { liquidityAmount: new BN(5_000) },
        {
          borrowAccounts: {
            owner,
            obligation: obligationAddress,
            lendingMarket: market,
            lendingMarketAuthority,
            borrowReserve: kitAddress(usdc.address),
            borrowReserveLiquidityMint: kitAddress(usdc.liquidity.mintPubkey),
            reserveSourceLiquidity: kitAddress(usdc.liquidity.supplyVault),
            userDestinationLiquidity: await ata(usdc),
            borrowReserveLiquidityFeeReceiver: kitAddress(usdc.liquidity.feeVault),
            referrerTokenState: some(
              await referrerTokenStatePda(
                kitAddress(referrer),
                kitAddress(usdc.address),
                programAddress,
              ),
            ),
            tokenProgram: kitAddress(usdc.liquidity.tokenProgram),
            instructionSysvarAccount: SYSVAR_INSTRUCTIONS,
          },
          farmsAccounts: await farmAccounts(obligationAddress, farmOf(usdc.farmDebt)),
          farmsProgram,
        },
        undefined,
        programAddress,
      ),
    ]);

    // Repay USDC, as addRepayIxV2.
    const repay = compose({ kind: 'repay', reserve: usdc, amount: 123n });
    expectSameSteps(stepsInOrder(repay), [
      ...(await refreshes(usdc)),
      repayObligationLiquidityV2(
        { liquidityAmount: new BN(123) },
        {
          repayAccounts: {
            owner,
            obligation: obligationAddress,
            lendingMarket: market,
            repayReserve: kitAddress(usdc.address),
            reserveLiquidityMint: kitAddress(usdc.liquidity.mintPubkey),
            userSourceLiquidity: await ata(usdc),
            reserveDestinationLiquidity: kitAddress(usdc.liquidity.supplyVault),
            tokenProgram: kitAddress(usdc.liquidity.tokenProgram),
            instructionSysvarAccount: SYSVAR_INSTRUCTIONS,
          },
          lendingMarketAuthority,
          farmsAccounts: await farmAccounts(obligationAddress, farmOf(usdc.farmDebt)),
          farmsProgram,
        },
        undefined,
        programAddress,
      ),
    ]);
  });

  it('a SOL deposit without a farm (V1) wraps as the SDK’s getTransferWsolIxs does', async () => {
    const sol = solReserve(8);
    const usdcDeposit = sampleReserve(9);
    const obligation = sampleObligation([usdcDeposit], []);
    const obligationAddress = kitAddress(obligation.address);
    const composed = composeLendingAction({
      market: { address: MARKET },
      owner: OWNER,
      obligation,
      reserves: [usdcDeposit],
      action: { kind: 'deposit', reserve: sol, amount: 2_000_000_000n },
      userMetadataExists: true,
      obligationFarmExists: true,
    });
    const [lendingMarketAuthority] = await lendingMarketAuthPda(market, programAddress);
    const [wsol, createAta] = await createAssociatedTokenAccountIdempotentInstruction(
      owner,
      kitAddress(sol.liquidity.mintPubkey),
      owner.address,
      TOKEN_PROGRAM,
    );
    const deposit = depositReserveLiquidityAndObligationCollateral(
      { liquidityAmount: new BN('2000000000') },
      {
        owner,
        obligation: obligationAddress,
        lendingMarket: market,
        lendingMarketAuthority,
        reserve: kitAddress(sol.address),
        reserveLiquidityMint: kitAddress(sol.liquidity.mintPubkey),
        reserveLiquiditySupply: kitAddress(sol.liquidity.supplyVault),
        reserveCollateralMint: kitAddress(sol.collateral.mintPubkey),
        reserveDestinationDepositCollateral: kitAddress(sol.collateral.supplyVault),
        userSourceLiquidity: wsol,
        placeholderUserDestinationCollateral: none(),
        collateralTokenProgram: TOKEN_PROGRAM,
        liquidityTokenProgram: TOKEN_PROGRAM,
        instructionSysvarAccount: SYSVAR_INSTRUCTIONS,
      },
      undefined,
      programAddress,
    );
    const steps = stepsInOrder(composed);
    const expected = [
      createAta,
      ...getTransferWsolIxs(owner, wsol, lamports(2_000_000_000n), TOKEN_PROGRAM),
      sdkRefreshReserve(usdcDeposit),
      sdkRefreshReserve(sol),
      await sdkRefreshObligation(obligationAddress, [usdcDeposit], [], null),
      deposit,
    ];
    // All but the final unwrap (the SDK's close comes from a token library this package lacks).
    expect(steps.at(-1)?.label).toBe('unwrapSol');
    expectSameSteps(steps.slice(0, -1), expected);
  });
});
