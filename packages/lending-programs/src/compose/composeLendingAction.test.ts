import {
  type Address,
  ASSOCIATED_TOKEN_PROGRAM_ID,
  associatedTokenAddress,
  FARMS_PROGRAM_ID,
  farmUserStatePda,
  KLEND_PROGRAM_ID,
  lendingMarketAuthorityPda,
  type Obligation,
  type Reserve,
  ReserveNotFoundError,
  referrerTokenStatePda,
  toPublicKey,
  userMetadataPda,
  vanillaObligationPda,
} from '@keel/chain-readers';
import { PublicKey, SystemProgram, type TransactionInstruction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { U64_MAX } from '../constants';
import { anchorDiscriminator } from '../testing/anchor';
import { checkRefresh } from '../testing/checkRefresh';
import {
  MARKET,
  OWNER,
  sampleObligation,
  sampleReserve,
  solReserve,
  TOKEN_PROGRAM,
} from '../testing/fixtures';
import { testKey } from '../testing/keys';
import { addresses, modes } from '../testing/metas';
import { instructionsInOrder, stepsInOrder } from './composedParts';
import {
  type ComposedLendingAction,
  type ComposeLendingActionInput,
  composeLendingAction,
} from './composeLendingAction';
import type { LendingObligation, LendingReserve } from './lendingInputs';

const market = { address: MARKET };
const labels = (composed: ComposedLendingAction) => stepsInOrder(composed).map((s) => s.label);
const klendName = (ix: TransactionInstruction) => ix.data.subarray(0, 8).toString('hex');
const isKlend = (name: string) => (ix: TransactionInstruction) =>
  ix.programId.equals(toPublicKey(KLEND_PROGRAM_ID)) && klendName(ix) === anchorDiscriminator(name);
const base58 = (keys: readonly PublicKey[]) => keys.map((key) => key.toBase58());

function compose(
  overrides: Partial<ComposeLendingActionInput> & Pick<ComposeLendingActionInput, 'action'>,
) {
  return composeLendingAction({
    market,
    owner: OWNER,
    obligation: null,
    reserves: [],
    userMetadataExists: true,
    obligationFarmExists: true,
    ...overrides,
  });
}

/** The instruction of the action and check_refresh's verdict on what surrounds it. */
function refreshCheck(
  composed: ReturnType<typeof composeLendingAction>,
  reserve: LendingReserve,
  farm: Address | null,
) {
  const actionIndex = stepsInOrder(composed).findIndex((s) =>
    ['deposit', 'withdraw', 'borrow', 'repay'].includes(s.label),
  );
  return checkRefresh({
    instructions: instructionsInOrder(composed),
    actionIndex,
    klendProgramId: KLEND_PROGRAM_ID,
    obligation: composed.addresses.obligation,
    reserves: [{ reserve: reserve.address, farm }],
  });
}

describe('decoded accounts fit', () => {
  it('a chain-readers Reserve and Obligation are accepted as they are', () => {
    // Compile-time: the decoded types are assignable to the composer's inputs.
    const asReserve = (reserve: Reserve): LendingReserve => reserve;
    const asObligation = (obligation: Obligation): LendingObligation => obligation;
    expect([asReserve, asObligation]).toHaveLength(2);
  });
});

describe('a fresh wallet deposits', () => {
  const usdc = sampleReserve(5, { farmCollateral: true });

  it('creates its token account, user metadata, obligation and obligation farm first', () => {
    const composed = compose({
      action: { kind: 'deposit', reserve: usdc, amount: 1_000_000n },
      userMetadataExists: false,
      obligationFarmExists: false,
    });
    expect(labels(composed)).toEqual([
      'createTokenAccount',
      'initUserMetadata',
      'initObligation',
      'initObligationFarm',
      'refreshReserve',
      'refreshObligation',
      'deposit',
    ]);
    expect(composed.version).toBe('v2');
    const obligation = vanillaObligationPda(OWNER, MARKET).address;
    expect(composed.addresses).toEqual({
      userMetadata: userMetadataPda(OWNER).address,
      obligation,
      lendingMarketAuthority: lendingMarketAuthorityPda(MARKET).address,
      userLiquidityAccount: associatedTokenAddress(OWNER, usdc.liquidity.mintPubkey).address,
      obligationFarm: {
        farm: usdc.farmCollateral,
        userState: farmUserStatePda(usdc.farmCollateral!, obligation).address,
      },
    });
    const [ata, metadata, init, farm, refreshReserve, refreshObligation, deposit] =
      instructionsInOrder(composed);
    expect(ata!.programId.equals(toPublicKey(ASSOCIATED_TOKEN_PROGRAM_ID))).toBe(true);
    expect(isKlend('initUserMetadata')(metadata!)).toBe(true);
    // Vanilla, id 0; the seeds are the all-zero key.
    expect(init!.data.toString('hex')).toBe(`${anchorDiscriminator('initObligation')}0000`);
    expect(base58([init!.keys[4]!.pubkey, init!.keys[5]!.pubkey])).toEqual(
      base58([PublicKey.default, PublicKey.default]),
    );
    expect(farm!.data.toString('hex')).toBe(
      `${anchorDiscriminator('initObligationFarmsForReserve')}00`,
    );
    expect(refreshReserve!.keys[0]!.pubkey.equals(toPublicKey(usdc.address))).toBe(true);
    // A new obligation holds nothing: refresh_obligation gets no remaining accounts.
    expect(refreshObligation!.keys).toHaveLength(2);
    expect(isKlend('depositReserveLiquidityAndObligationCollateralV2')(deposit!)).toBe(true);
    expect(deposit!.data.subarray(8).readBigUInt64LE()).toBe(1_000_000n);
  });

  it('uses the V1 deposit when the reserve has no collateral farm, as check_refresh wants it', () => {
    const plain = sampleReserve(6);
    const composed = compose({
      action: { kind: 'deposit', reserve: plain, amount: 5n },
      userMetadataExists: false,
      obligationFarmExists: false,
    });
    expect(composed.version).toBe('v1');
    expect(labels(composed)).toEqual([
      'createTokenAccount',
      'initUserMetadata',
      'initObligation',
      'refreshReserve',
      'refreshObligation',
      'deposit',
    ]);
    expect(
      isKlend('depositReserveLiquidityAndObligationCollateral')(instructionsInOrder(composed)[5]!),
    ).toBe(true);
    expect(refreshCheck(composed, plain, null)).toEqual([]);
  });

  it('creates an obligation of the requested kind', () => {
    const composed = compose({
      action: { kind: 'deposit', reserve: sampleReserve(6), amount: 5n },
      newObligation: { tag: 'Lending', seed1: testKey(63), seed2: testKey(63) },
    });
    const init = instructionsInOrder(composed).find(isKlend('initObligation'))!;
    expect(init.data.toString('hex')).toBe(`${anchorDiscriminator('initObligation')}0200`);
    expect(base58([init.keys[4]!.pubkey, init.keys[5]!.pubkey])).toEqual(
      base58([toPublicKey(testKey(63)), toPublicKey(testKey(63))]),
    );
  });
});

describe('an obligation with two deposits and one borrow', () => {
  const sol = sampleReserve(11, { farmCollateral: true });
  const jito = sampleReserve(12);
  const usdc = sampleReserve(13, { farmDebt: true });
  const obligation = sampleObligation([sol, jito], [usdc]);
  const reserves = [sol, jito, usdc];
  const refreshedReserves = (composed: ReturnType<typeof composeLendingAction>) =>
    stepsInOrder(composed)
      .filter((s) => s.label === 'refreshReserve')
      .map((s) => s.instruction.keys[0]!.pubkey.toBase58());

  it('borrows more: refreshes every reserve, the borrowed one last, then the obligation', () => {
    const composed = compose({
      obligation,
      reserves,
      action: { kind: 'borrow', reserve: usdc, amount: 10n },
    });
    expect(labels(composed)).toEqual([
      'createTokenAccount',
      'refreshReserve',
      'refreshReserve',
      'refreshReserve',
      'refreshObligation',
      'borrow',
    ]);
    expect(refreshedReserves(composed)).toEqual(
      base58([toPublicKey(sol.address), toPublicKey(jito.address), toPublicKey(usdc.address)]),
    );
    const refreshObligation = stepsInOrder(composed).find((s) => s.label === 'refreshObligation')!;
    expect(addresses(refreshObligation.instruction)).toEqual(
      base58([
        toPublicKey(MARKET),
        toPublicKey(obligation.address),
        toPublicKey(sol.address),
        toPublicKey(jito.address),
        toPublicKey(usdc.address),
      ]),
    );
    expect(modes(refreshObligation.instruction)).toBe('r w w w w');
    const borrow = instructionsInOrder(composed).at(-1)!;
    expect(isKlend('borrowObligationLiquidityV2')(borrow)).toBe(true);
    // No referrer: the program id stands in for the referrer token state.
    expect(borrow.keys[9]!.pubkey.equals(toPublicKey(KLEND_PROGRAM_ID))).toBe(true);
    expect(borrow.keys).toHaveLength(15);
  });

  it('withdraws a deposit without a farm with V1, in the order check_refresh reads', () => {
    const composed = compose({
      obligation,
      reserves,
      action: { kind: 'withdraw', reserve: jito, collateralAmount: U64_MAX },
    });
    expect(composed.version).toBe('v1');
    expect(refreshedReserves(composed)).toEqual(
      base58([toPublicKey(sol.address), toPublicKey(usdc.address), toPublicKey(jito.address)]),
    );
    expect(refreshCheck(composed, jito, null)).toEqual([]);
    expect(instructionsInOrder(composed).at(-1)!.data.subarray(8).readBigUInt64LE()).toBe(U64_MAX);
  });

  it('deposits into a new reserve: refreshed last, not yet among the obligation’s accounts', () => {
    const bonk = sampleReserve(14);
    const composed = compose({
      obligation,
      reserves,
      action: { kind: 'deposit', reserve: bonk, amount: 7n },
    });
    expect(refreshedReserves(composed)).toEqual(
      base58([
        toPublicKey(sol.address),
        toPublicKey(jito.address),
        toPublicKey(usdc.address),
        toPublicKey(bonk.address),
      ]),
    );
    const refreshObligation = stepsInOrder(composed).find((s) => s.label === 'refreshObligation')!;
    expect(refreshObligation.instruction.keys).toHaveLength(5);
  });

  it('forced to V1 with a farm: the farm refresh sits right before and after the action', () => {
    const composed = compose({
      obligation,
      reserves,
      version: 'v1',
      action: { kind: 'repay', reserve: usdc, amount: 3n },
    });
    expect(labels(composed)).toEqual([
      'refreshReserve',
      'refreshReserve',
      'refreshReserve',
      'refreshObligation',
      'refreshObligationFarm',
      'repay',
      'refreshObligationFarm',
    ]);
    expect(refreshCheck(composed, usdc, usdc.farmDebt)).toEqual([]);
    expect(instructionsInOrder(composed)[4]!.data.toString('hex')).toBe(
      `${anchorDiscriminator('refreshObligationFarmsForReserve')}01`,
    );
  });

  it('a missing obligation farm state is created before the refreshes', () => {
    const composed = compose({
      obligation,
      reserves,
      obligationFarmExists: false,
      action: { kind: 'deposit', reserve: sol, amount: 1n },
    });
    expect(labels(composed).slice(0, 2)).toEqual(['createTokenAccount', 'initObligationFarm']);
    const farm = instructionsInOrder(composed)[1]!;
    expect(
      farm.keys[6]!.pubkey.equals(
        toPublicKey(farmUserStatePda(sol.farmCollateral!, obligation.address).address),
      ),
    ).toBe(true);
    expect(farm.keys[8]!.pubkey.equals(toPublicKey(FARMS_PROGRAM_ID))).toBe(true);
  });

  it('in an elevation group, borrow and repay also pass the deposit reserves', () => {
    const grouped = sampleObligation([sol, jito], [usdc], { elevationGroup: 2 });
    for (const action of [
      { kind: 'borrow' as const, reserve: usdc, amount: 1n },
      { kind: 'repay' as const, reserve: usdc, amount: 1n },
    ]) {
      const ix = instructionsInOrder(compose({ obligation: grouped, reserves, action })).at(-1)!;
      expect(addresses(ix).slice(-2)).toEqual(
        base58([toPublicKey(sol.address), toPublicKey(jito.address)]),
      );
    }
  });

  it('with a referrer, refresh_obligation and borrow carry its token states', () => {
    const referrer = testKey(99);
    const referred = sampleObligation([sol, jito], [usdc], { referrer });
    const composed = compose({
      obligation: referred,
      reserves,
      referrerTokenStateExists: false,
      action: { kind: 'borrow', reserve: usdc, amount: 1n },
    });
    const tokenState = referrerTokenStatePda(referrer, usdc.address).address;
    expect(labels(composed)[0]).toBe('initReferrerTokenState');
    const refreshObligation = stepsInOrder(composed).find((s) => s.label === 'refreshObligation')!;
    expect(addresses(refreshObligation.instruction).at(-1)).toBe(tokenState.toBase58());
    expect(
      instructionsInOrder(composed).at(-1)!.keys[9]!.pubkey.equals(toPublicKey(tokenState)),
    ).toBe(true);
  });

  it('refuses what the program would refuse, before anything is signed', () => {
    expect(() =>
      compose({
        obligation,
        reserves: [sol, usdc],
        action: { kind: 'deposit', reserve: sol, amount: 1n },
      }),
    ).toThrow(ReserveNotFoundError);
    const elsewhere = { ...sampleReserve(15), lendingMarket: testKey(77) };
    expect(() =>
      compose({
        obligation,
        reserves,
        action: { kind: 'deposit', reserve: elsewhere, amount: 1n },
      }),
    ).toThrow(/not in this market/);
    expect(() =>
      compose({
        obligation: { ...obligation, owner: testKey(78) },
        reserves,
        action: { kind: 'borrow', reserve: usdc, amount: 1n },
      }),
    ).toThrow(/another wallet/);
    expect(() =>
      compose({ action: { kind: 'withdraw', reserve: sol, collateralAmount: 1n } }),
    ).toThrow(/no obligation/);
  });
});

describe('native SOL', () => {
  const sol = solReserve(21);
  const usdc = sampleReserve(22);

  it('a deposit creates its accounts, wraps the amount, and closes the wrapped account at the end', () => {
    const composed = compose({
      action: { kind: 'deposit', reserve: sol, amount: 2_500_000_000n },
      userMetadataExists: false,
      obligationFarmExists: false,
    });
    // The set-up only creates accounts; the wrap moves lamports, so it belongs to the action.
    expect(composed.setup.map((step) => step.label)).toEqual([
      'createTokenAccount',
      'initUserMetadata',
      'initObligation',
    ]);
    expect(composed.action.map((step) => step.label)).toEqual([
      'wrapSol',
      'syncNative',
      'refreshReserve',
      'refreshObligation',
      'deposit',
      'unwrapSol',
    ]);
    const wsol = associatedTokenAddress(OWNER, sol.liquidity.mintPubkey).address;
    const [transfer, sync] = composed.action.map((step) => step.instruction);
    expect(transfer!.programId.equals(SystemProgram.programId)).toBe(true);
    expect(base58([transfer!.keys[0]!.pubkey, transfer!.keys[1]!.pubkey])).toEqual(
      base58([toPublicKey(OWNER), toPublicKey(wsol)]),
    );
    expect(transfer!.data.subarray(4).readBigUInt64LE()).toBe(2_500_000_000n);
    expect(sync!.programId.equals(toPublicKey(TOKEN_PROGRAM))).toBe(true);
    expect([...sync!.data]).toEqual([17]);
    const close = instructionsInOrder(composed).at(-1)!;
    expect([...close.data]).toEqual([9]);
    expect(addresses(close)).toEqual(
      base58([toPublicKey(wsol), toPublicKey(OWNER), toPublicKey(OWNER)]),
    );
    expect(modes(close)).toBe('w w s');
  });

  it('a borrow receives into the wrapped account and unwraps it, with no transfer', () => {
    const obligation = sampleObligation([usdc], []);
    const composed = compose({
      obligation,
      reserves: [usdc],
      action: { kind: 'borrow', reserve: sol, amount: 1_000n },
    });
    expect(labels(composed)).toEqual([
      'createTokenAccount',
      'refreshReserve',
      'refreshReserve',
      'refreshObligation',
      'borrow',
      'unwrapSol',
    ]);
  });

  it('repaying all of a SOL debt wraps the lamports it is told to', () => {
    const obligation = sampleObligation([usdc], [sol]);
    const action = { kind: 'repay' as const, reserve: sol, amount: U64_MAX };
    expect(() => compose({ obligation, reserves: [usdc, sol], action })).toThrow(/wrapLamports/);
    const composed = compose({
      obligation,
      reserves: [usdc, sol],
      action: { ...action, wrapLamports: 1_001_000n },
    });
    expect(labels(composed).slice(0, 3)).toEqual(['createTokenAccount', 'wrapSol', 'syncNative']);
    expect(instructionsInOrder(composed)[1]!.data.subarray(4).readBigUInt64LE()).toBe(1_001_000n);
    expect(labels(composed).at(-1)).toBe('unwrapSol');
  });

  it('a token repay needs no token account creation', () => {
    const obligation = sampleObligation([sol], [usdc]);
    const composed = compose({
      obligation,
      reserves: [sol, usdc],
      action: { kind: 'repay', reserve: usdc, amount: 5n },
    });
    expect(labels(composed)).toEqual([
      'refreshReserve',
      'refreshReserve',
      'refreshObligation',
      'repay',
    ]);
  });
});
