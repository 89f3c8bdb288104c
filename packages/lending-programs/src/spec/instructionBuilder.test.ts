import { KLEND_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import { SYSVAR_INSTRUCTIONS_PUBKEY, SYSVAR_RENT_PUBKEY, SystemProgram } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { depositReserveLiquidityAndObligationCollateralV2Instruction } from '../klend/depositInstructions';
import { refreshReserveInstruction } from '../klend/refreshInstructions';
import { initObligationInstruction } from '../klend/setupInstructions';
import { testKey } from '../testing/keys';
import { addresses, modes } from '../testing/metas';

const reserve = testKey(1);
const market = testKey(2);

describe('instruction builders', () => {
  it('pass the program id, read-only, for an absent optional account', () => {
    const ix = refreshReserveInstruction({
      accounts: {
        reserve,
        lendingMarket: market,
        pythOracle: null,
        switchboardPriceOracle: null,
        switchboardTwapOracle: null,
        scopePrices: testKey(3),
      },
    });
    expect(addresses(ix)).toEqual(
      [reserve, market, KLEND_PROGRAM_ID, KLEND_PROGRAM_ID, KLEND_PROGRAM_ID, testKey(3)].map(
        (key) => key.toBase58(),
      ),
    );
    expect(modes(ix)).toBe('w r r r r r');
  });

  it('fill in well-known accounts left out, and take overrides', () => {
    const accounts = {
      obligationOwner: testKey(4),
      feePayer: testKey(4),
      obligation: testKey(5),
      lendingMarket: market,
      seed1Account: testKey(6),
      seed2Account: testKey(7),
      ownerUserMetadata: testKey(8),
    };
    const filled = initObligationInstruction({ accounts, args: { args: { tag: 0, id: 0 } } });
    expect(addresses(filled).slice(-2)).toEqual([
      SYSVAR_RENT_PUBKEY.toBase58(),
      SystemProgram.programId.toBase58(),
    ]);
    const overridden = initObligationInstruction({
      accounts: { ...accounts, rent: testKey(9) },
      args: { args: { tag: 0, id: 0 } },
    });
    expect(overridden.keys[7]!.pubkey.equals(toPublicKey(testKey(9)))).toBe(true);
  });

  it('nest V2 groups in IDL order and append remaining accounts', () => {
    const programId = testKey(200);
    const ix = depositReserveLiquidityAndObligationCollateralV2Instruction({
      accounts: {
        depositAccounts: {
          owner: testKey(10),
          obligation: testKey(11),
          lendingMarket: market,
          lendingMarketAuthority: testKey(12),
          reserve,
          reserveLiquidityMint: testKey(13),
          reserveLiquiditySupply: testKey(14),
          reserveCollateralMint: testKey(15),
          reserveDestinationDepositCollateral: testKey(16),
          userSourceLiquidity: testKey(17),
          placeholderUserDestinationCollateral: null,
          liquidityTokenProgram: testKey(18),
        },
        farmsAccounts: { obligationFarmUserState: testKey(19), reserveFarmState: testKey(20) },
      },
      args: { liquidityAmount: 1n },
      programId,
      remainingAccounts: [{ pubkey: toPublicKey(testKey(21)), isSigner: false, isWritable: true }],
    });
    expect(ix.programId.equals(toPublicKey(programId))).toBe(true);
    // The absent placeholder stands as the given program id.
    expect(ix.keys[10]!.pubkey.equals(toPublicKey(programId))).toBe(true);
    expect(ix.keys[13]!.pubkey.equals(SYSVAR_INSTRUCTIONS_PUBKEY)).toBe(true);
    expect(addresses(ix).slice(14)).toEqual([
      testKey(19).toBase58(),
      testKey(20).toBase58(),
      'FarmsPZpWu9i7Kky8tPN37rs2TpmMrAZrC7S7vJa91Hr',
      testKey(21).toBase58(),
    ]);
    expect(ix.data).toBeInstanceOf(Buffer);
  });

  it('refuse a missing account at run time (and at compile time)', () => {
    expect(() =>
      refreshReserveInstruction({
        // @ts-expect-error lendingMarket is required
        accounts: {
          reserve,
          pythOracle: null,
          switchboardPriceOracle: null,
          switchboardTwapOracle: null,
          scopePrices: null,
        },
      }),
    ).toThrow(/lendingMarket/);
  });

  it('type arguments by their Borsh type', () => {
    const accounts = {
      reserve,
      lendingMarket: market,
      pythOracle: null,
      switchboardPriceOracle: null,
      switchboardTwapOracle: null,
      scopePrices: null,
    };
    // @ts-expect-error refresh_reserve takes no arguments
    refreshReserveInstruction({ accounts, args: { liquidityAmount: 1n } });
    expect(refreshReserveInstruction.spec.args).toEqual([]);
  });
});
