import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  associatedTokenAddress,
  FARMS_PROGRAM_ID,
  farmUserStatePda,
  KLEND_PROGRAM_ID,
  lendingMarketAuthorityPda,
  ReserveNotFoundError,
  TOKEN_PROGRAM_ID,
  toPublicKey,
} from '@keel/chain-readers';
import {
  type PublicKey,
  SYSVAR_INSTRUCTIONS_PUBKEY,
  SystemProgram,
  type TransactionInstruction,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { U64_MAX } from '../constants';
import { anchorDiscriminator } from '../testing/anchor';
import { checkRefresh } from '../testing/checkRefresh';
import { MARKET, sampleObligation, sampleReserve, solReserve } from '../testing/fixtures';
import { testKey } from '../testing/keys';
import { addresses, modes } from '../testing/metas';
import { instructionsInOrder, stepsInOrder } from './composedParts';
import { composeLiquidation } from './composeLiquidation';
import type { LendingObligation, LendingReserve } from './lendingInputs';
import type { ComposedLiquidation, ComposeLiquidationInput } from './liquidationInputs';

const LIQUIDATOR = testKey(40);
const labels = (composed: ComposedLiquidation) => stepsInOrder(composed).map((s) => s.label);
const isKlend = (name: string) => (ix: TransactionInstruction) =>
  ix.programId.equals(toPublicKey(KLEND_PROGRAM_ID)) &&
  ix.data.subarray(0, 8).toString('hex') === anchorDiscriminator(name);
const base58 = (keys: readonly PublicKey[]) => keys.map((key) => key.toBase58());
const refreshed = (composed: ComposedLiquidation) =>
  stepsInOrder(composed)
    .filter((s) => s.label === 'refreshReserve')
    .map((s) => s.instruction.keys[0]!.pubkey.toBase58());

function compose(
  input: Pick<ComposeLiquidationInput, 'obligation' | 'repayReserve' | 'withdrawReserve'> &
    Partial<ComposeLiquidationInput>,
) {
  return composeLiquidation({
    liquidator: LIQUIDATOR,
    reserves: [],
    amount: 1_000_000n,
    ...input,
  });
}

/** The liquidation's index and check_refresh's verdict on what surrounds it (V1). */
function refreshCheck(
  composed: ComposedLiquidation,
  obligation: LendingObligation,
  withdraw: LendingReserve,
  repay: LendingReserve,
) {
  return checkRefresh({
    instructions: instructionsInOrder(composed),
    actionIndex: stepsInOrder(composed).findIndex((s) => s.label === 'liquidate'),
    klendProgramId: KLEND_PROGRAM_ID,
    obligation: obligation.address,
    reserves: [
      { reserve: withdraw.address, farm: withdraw.farmCollateral },
      { reserve: repay.address, farm: repay.farmDebt },
    ],
  });
}

describe('a liquidation without farms (V1)', () => {
  const sol = sampleReserve(11);
  const jito = sampleReserve(12);
  const usdc = sampleReserve(13);
  const usdt = sampleReserve(14);
  const obligation = sampleObligation([sol, jito], [usdc, usdt]);
  const reserves = [sol, jito, usdc, usdt];

  it('creates the liquidator’s accounts, refreshes the others, then the withdraw and repay reserves', () => {
    const composed = compose({ obligation, reserves, repayReserve: usdt, withdrawReserve: jito });
    expect(composed.version).toBe('v1');
    expect(labels(composed)).toEqual([
      'createCollateralAccount',
      'createTokenAccount',
      'refreshReserve',
      'refreshReserve',
      'refreshReserve',
      'refreshReserve',
      'refreshObligation',
      'liquidate',
    ]);
    expect(refreshed(composed)).toEqual(
      base58([
        toPublicKey(sol.address),
        toPublicKey(usdc.address),
        toPublicKey(jito.address),
        toPublicKey(usdt.address),
      ]),
    );
    expect(refreshCheck(composed, obligation, jito, usdt)).toEqual([]);
    const [cTokenAta, liquidityAta] = instructionsInOrder(composed);
    expect(cTokenAta!.programId.equals(toPublicKey(ASSOCIATED_TOKEN_PROGRAM_ID))).toBe(true);
    expect(
      cTokenAta!.keys[1]!.pubkey.equals(toPublicKey(composed.addresses.collateralDestination)),
    ).toBe(true);
    expect(cTokenAta!.keys[3]!.pubkey.equals(toPublicKey(jito.collateral.mintPubkey))).toBe(true);
    expect(liquidityAta!.keys[3]!.pubkey.equals(toPublicKey(jito.liquidity.mintPubkey))).toBe(true);
  });

  it('passes every account where the IDL puts it, and the amounts as u64', () => {
    const composed = compose({
      obligation,
      reserves,
      repayReserve: usdc,
      withdrawReserve: sol,
      amount: 123_456n,
      minReceivedAmount: 789n,
    });
    const liquidate = instructionsInOrder(composed).at(-1)!;
    expect(isKlend('liquidateObligationAndRedeemReserveCollateral')(liquidate)).toBe(true);
    expect(liquidate.data.subarray(8).toString('hex')).toBe(
      '40e2010000000000' + '1503000000000000' + '0000000000000000',
    );
    expect(addresses(liquidate)).toEqual(
      base58([
        toPublicKey(LIQUIDATOR),
        toPublicKey(obligation.address),
        toPublicKey(MARKET),
        toPublicKey(lendingMarketAuthorityPda(MARKET).address),
        toPublicKey(usdc.address),
        toPublicKey(usdc.liquidity.mintPubkey),
        toPublicKey(usdc.liquidity.supplyVault),
        toPublicKey(sol.address),
        toPublicKey(sol.liquidity.mintPubkey),
        toPublicKey(sol.collateral.mintPubkey),
        toPublicKey(sol.collateral.supplyVault),
        toPublicKey(sol.liquidity.supplyVault),
        toPublicKey(sol.liquidity.feeVault),
        toPublicKey(associatedTokenAddress(LIQUIDATOR, usdc.liquidity.mintPubkey).address),
        toPublicKey(
          associatedTokenAddress(LIQUIDATOR, sol.collateral.mintPubkey, TOKEN_PROGRAM_ID).address,
        ),
        toPublicKey(associatedTokenAddress(LIQUIDATOR, sol.liquidity.mintPubkey).address),
        toPublicKey(TOKEN_PROGRAM_ID),
        toPublicKey(usdc.liquidity.tokenProgram),
        toPublicKey(sol.liquidity.tokenProgram),
        SYSVAR_INSTRUCTIONS_PUBKEY,
      ]),
    );
    expect(modes(liquidate)).toBe('s w r r w r w w r w w w w w w w r r r r');
  });

  it('refreshes one reserve once when it is both the debt and the collateral', () => {
    const both = sampleObligation([usdc, sol], [usdc]);
    const composed = compose({
      obligation: both,
      reserves,
      repayReserve: usdc,
      withdrawReserve: usdc,
    });
    expect(refreshed(composed)).toEqual(
      base58([toPublicKey(sol.address), toPublicKey(usdc.address)]),
    );
    expect(refreshCheck(composed, both, usdc, usdc)).toEqual([]);
  });

  it('creates the debt’s token account when the liquidator has none', () => {
    const composed = compose({
      obligation,
      reserves,
      repayReserve: usdc,
      withdrawReserve: sol,
      repaySourceExists: false,
    });
    expect(labels(composed).slice(0, 3)).toEqual([
      'createCollateralAccount',
      'createTokenAccount',
      'createRepayTokenAccount',
    ]);
    expect(
      instructionsInOrder(composed)[2]!.keys[3]!.pubkey.equals(
        toPublicKey(usdc.liquidity.mintPubkey),
      ),
    ).toBe(true);
  });

  it('passes the deposit reserves after the accounts in an elevation group, as the SDK does', () => {
    const grouped = sampleObligation([sol, jito], [usdc], { elevationGroup: 2 });
    const composed = compose({
      obligation: grouped,
      reserves,
      repayReserve: usdc,
      withdrawReserve: sol,
    });
    expect(addresses(instructionsInOrder(composed).at(-1)!).slice(20)).toEqual(
      base58([toPublicKey(sol.address), toPublicKey(jito.address)]),
    );
    const plain = compose({ obligation, reserves, repayReserve: usdc, withdrawReserve: sol });
    expect(instructionsInOrder(plain).at(-1)!.keys).toHaveLength(20);
  });

  it('refuses what the program would: a reserve it does not hold, an unknown reserve, 0', () => {
    expect(() =>
      compose({ obligation, reserves, repayReserve: sol, withdrawReserve: jito }),
    ).toThrow(/owes nothing/);
    expect(() =>
      compose({ obligation, reserves, repayReserve: usdc, withdrawReserve: usdt }),
    ).toThrow(/no deposit/);
    expect(() =>
      compose({ obligation, reserves: [sol, usdc], repayReserve: usdc, withdrawReserve: sol }),
    ).toThrow(ReserveNotFoundError);
    expect(() =>
      compose({ obligation, reserves, repayReserve: usdc, withdrawReserve: sol, amount: 0n }),
    ).toThrow(/amount is 0/);
  });
});

describe('a liquidation with farms', () => {
  const sol = sampleReserve(15, { farmCollateral: true });
  const usdc = sampleReserve(16, { farmDebt: true });
  const obligation = sampleObligation([sol], [usdc]);
  const reserves = [sol, usdc];

  it('uses V2 with the obligation’s collateral and debt farm states', () => {
    const composed = compose({ obligation, reserves, repayReserve: usdc, withdrawReserve: sol });
    expect(composed.version).toBe('v2');
    expect(labels(composed).slice(-3)).toEqual([
      'refreshReserve',
      'refreshObligation',
      'liquidate',
    ]);
    const liquidate = instructionsInOrder(composed).at(-1)!;
    expect(isKlend('liquidateObligationAndRedeemReserveCollateralV2')(liquidate)).toBe(true);
    const collateralState = farmUserStatePda(sol.farmCollateral!, obligation.address).address;
    const debtState = farmUserStatePda(usdc.farmDebt!, obligation.address).address;
    expect(addresses(liquidate).slice(20)).toEqual(
      base58([
        toPublicKey(collateralState),
        toPublicKey(sol.farmCollateral!),
        toPublicKey(debtState),
        toPublicKey(usdc.farmDebt!),
        toPublicKey(FARMS_PROGRAM_ID),
      ]),
    );
    expect(composed.addresses.collateralFarm).toEqual({
      farm: sol.farmCollateral,
      userState: collateralState,
    });
  });

  it('V1 on request: both farm refreshes right before and after, as check_refresh wants', () => {
    const composed = compose({
      obligation,
      reserves,
      repayReserve: usdc,
      withdrawReserve: sol,
      version: 'v1',
    });
    expect(labels(composed).slice(2)).toEqual([
      'refreshReserve',
      'refreshReserve',
      'refreshObligation',
      'refreshObligationFarm',
      'refreshObligationFarm',
      'liquidate',
      'refreshObligationFarm',
      'refreshObligationFarm',
    ]);
    expect(refreshCheck(composed, obligation, sol, usdc)).toEqual([]);
    const farmModes = stepsInOrder(composed)
      .filter((s) => s.label === 'refreshObligationFarm')
      .map((s) => s.instruction.data.at(-1));
    expect(farmModes).toEqual([0, 1, 0, 1]);
  });

  it('creates the obligation’s missing farm states (debt first, as the SDK) before its reserves', () => {
    const composed = compose({
      obligation,
      reserves,
      repayReserve: usdc,
      withdrawReserve: sol,
      collateralFarmStateExists: false,
      debtFarmStateExists: false,
    });
    const inits = stepsInOrder(composed).filter((s) => s.label === 'initObligationFarm');
    expect(inits.map((s) => s.instruction.keys[4]!.pubkey.toBase58())).toEqual(
      base58([toPublicKey(usdc.address), toPublicKey(sol.address)]),
    );
    // The owner is named but does not sign; the liquidator pays.
    expect(modes(inits[0]!.instruction).split(' ').slice(0, 2)).toEqual(['ws', 'r']);
    expect(inits[0]!.instruction.keys[1]!.pubkey.equals(toPublicKey(obligation.owner))).toBe(true);
  });
});

describe('SOL', () => {
  const sol = solReserve(17);
  const usdc = sampleReserve(18);

  it('repaying SOL wraps the amount first and unwraps what is left after', () => {
    const obligation = sampleObligation([usdc], [sol]);
    const composed = compose({
      obligation,
      reserves: [usdc, sol],
      repayReserve: sol,
      withdrawReserve: usdc,
      amount: 2_000_000_000n,
    });
    expect(labels(composed)).toEqual([
      'createCollateralAccount',
      'createTokenAccount',
      'createRepayTokenAccount',
      'wrapSol',
      'syncNative',
      'refreshReserve',
      'refreshReserve',
      'refreshObligation',
      'liquidate',
      'unwrapSol',
    ]);
    // The set-up only creates the liquidator's accounts; the wrap moves lamports.
    expect(composed.setup.map((step) => step.label)).toEqual([
      'createCollateralAccount',
      'createTokenAccount',
      'createRepayTokenAccount',
    ]);
    const transfer = instructionsInOrder(composed)[3]!;
    expect(transfer.programId.equals(SystemProgram.programId)).toBe(true);
    expect(transfer.keys[1]!.pubkey.equals(toPublicKey(composed.addresses.repaySource))).toBe(true);
    expect(transfer.data.subarray(4).readBigUInt64LE()).toBe(2_000_000_000n);
    expect(
      instructionsInOrder(composed)
        .at(-1)!
        .keys[0]!.pubkey.equals(toPublicKey(composed.addresses.repaySource)),
    ).toBe(true);
    expect(() =>
      compose({
        obligation,
        reserves: [usdc, sol],
        repayReserve: sol,
        withdrawReserve: usdc,
        amount: U64_MAX,
      }),
    ).toThrow(/wrapLamports/);
  });

  it('receiving SOL unwraps the withdrawn wrapped SOL into lamports', () => {
    const obligation = sampleObligation([sol], [usdc]);
    const composed = compose({
      obligation,
      reserves: [usdc, sol],
      repayReserve: usdc,
      withdrawReserve: sol,
    });
    expect(labels(composed)).not.toContain('wrapSol');
    expect(labels(composed).at(-1)).toBe('unwrapSol');
    expect(
      instructionsInOrder(composed)
        .at(-1)!
        .keys[0]!.pubkey.equals(toPublicKey(composed.addresses.withdrawDestination)),
    ).toBe(true);
  });
});
