import { toPublicKey } from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { U64_MAX } from '../constants';
import { anchorDiscriminator } from '../testing/anchor';
import {
  type BuilderView,
  buildDynamic,
  FARMS_BUILDERS,
  KLEND_BUILDERS,
  specAccounts,
} from '../testing/builders';
import { keySequence, testKey } from '../testing/keys';
import { dataHex, modes } from '../testing/metas';

/**
 * Byte-level check of every builder: the 8-byte discriminator (sha256 of "global:<snake_name>"),
 * the Borsh argument bytes, and each account's writable/signer flags, written out by hand.
 */
interface ByteCase {
  modes: string;
  args?: Record<string, unknown>;
  /** Argument bytes after the discriminator, hex. */
  argBytes: string;
}

const KLEND_CASES: Record<string, ByteCase> = {
  initUserMetadata: {
    modes: 's ws w r r r',
    args: { userLookupTable: testKey(9) },
    argBytes: '09'.repeat(32),
  },
  initObligation: {
    modes: 's ws w r r r r r r',
    args: { args: { tag: 3, id: 7 } },
    argBytes: '0307',
  },
  initObligationFarmsForReserve: {
    modes: 'ws r w r w w w r r r r',
    args: { mode: 1 },
    argBytes: '01',
  },
  initReferrerTokenState: { modes: 'ws r r r w r r', argBytes: '' },
  refreshReserve: { modes: 'w r r r r r', argBytes: '' },
  refreshObligation: { modes: 'r w', argBytes: '' },
  refreshObligationFarmsForReserve: {
    modes: 's r r r w w r r r r',
    args: { mode: 0 },
    argBytes: '00',
  },
  depositReserveLiquidityAndObligationCollateral: {
    modes: 'ws w r r w r w w w w r r r r',
    args: { liquidityAmount: 1_000_000n },
    argBytes: '40420f0000000000',
  },
  depositReserveLiquidityAndObligationCollateralV2: {
    modes: 'ws w r r w r w w w w r r r r w w r',
    args: { liquidityAmount: 1_000_000n },
    argBytes: '40420f0000000000',
  },
  withdrawObligationCollateralAndRedeemReserveCollateral: {
    modes: 'ws w r r w r w w w w r r r r',
    args: { collateralAmount: U64_MAX },
    argBytes: 'ffffffffffffffff',
  },
  withdrawObligationCollateralAndRedeemReserveCollateralV2: {
    modes: 'ws w r r w r w w w w r r r r w w r',
    args: { collateralAmount: U64_MAX },
    argBytes: 'ffffffffffffffff',
  },
  borrowObligationLiquidity: {
    modes: 's w r r w r w w w w r r',
    args: { liquidityAmount: 5n },
    argBytes: '0500000000000000',
  },
  borrowObligationLiquidityV2: {
    modes: 's w r r w r w w w w r r w w r',
    args: { liquidityAmount: 5n },
    argBytes: '0500000000000000',
  },
  repayObligationLiquidity: {
    modes: 's w r w r w w r r',
    args: { liquidityAmount: 0x0102_0304_0506_0708n },
    argBytes: '0807060504030201',
  },
  repayObligationLiquidityV2: {
    modes: 's w r w r w w r r w w r r',
    args: { liquidityAmount: 0x0102_0304_0506_0708n },
    argBytes: '0807060504030201',
  },
  liquidateObligationAndRedeemReserveCollateral: {
    modes: 's w r r w r w w r w w w w w w w r r r r',
    args: {
      liquidityAmount: 1000n,
      minAcceptableReceivedLiquidityAmount: 990n,
      maxAllowedLtvOverridePercent: 0n,
    },
    argBytes: 'e803000000000000de030000000000000000000000000000',
  },
  liquidateObligationAndRedeemReserveCollateralV2: {
    modes: 's w r r w r w w r w w w w w w w r r r r w w w w r',
    args: {
      liquidityAmount: 1000n,
      minAcceptableReceivedLiquidityAmount: 990n,
      maxAllowedLtvOverridePercent: 0n,
    },
    argBytes: 'e803000000000000de030000000000000000000000000000',
  },
  requestElevationGroup: { modes: 's w r', args: { elevationGroup: 2 }, argBytes: '02' },
  flashBorrowReserveLiquidity: {
    modes: 's r r w r w w w w w r r',
    args: { liquidityAmount: 42n },
    argBytes: '2a00000000000000',
  },
  flashRepayReserveLiquidity: {
    modes: 's r r w r w w w w w r r',
    args: { liquidityAmount: 42n, borrowInstructionIndex: 3 },
    argBytes: '2a0000000000000003',
  },
};

const FARMS_CASES: Record<string, ByteCase> = {
  initializeUser: { modes: 'ws ws r r w w r r', argBytes: '' },
  stake: { modes: 's w w w w r r r', args: { amount: 1n }, argBytes: '0100000000000000' },
  unstake: {
    modes: 'ws w w r',
    args: { stakeSharesScaled: 10n ** 18n },
    argBytes: '000064a7b3b6e00d0000000000000000',
  },
  withdrawUnstakedDeposits: { modes: 'ws w w w w r r', argBytes: '' },
  harvestReward: {
    modes: 'ws w w r r w w w r r r',
    args: { rewardIndex: 2n },
    argBytes: '0200000000000000',
  },
  refreshFarm: { modes: 'w r', argBytes: '' },
  refreshUserState: { modes: 'w w r', argBytes: '' },
};

const cases = (builders: readonly BuilderView[], table: Record<string, ByteCase>) =>
  builders.map((builder) => {
    const expected = table[builder.spec.name];
    if (!expected) throw new Error(`No byte case for ${builder.spec.name}`);
    return { name: builder.spec.name, builder, expected };
  });

describe.each([
  { program: 'klend', all: cases(KLEND_BUILDERS, KLEND_CASES) },
  { program: 'farms', all: cases(FARMS_BUILDERS, FARMS_CASES) },
])('$program builders', ({ all }) => {
  it.each(all)(
    '$name: discriminator, argument bytes, account flags',
    ({ name, builder, expected }) => {
      expect(builder.spec.discriminator).toBe(anchorDiscriminator(name));
      const ix = buildDynamic(builder, {
        accounts: specAccounts(builder.spec.accounts, 'given', keySequence()),
        ...(expected.args ? { args: expected.args } : {}),
      });
      expect(dataHex(ix)).toBe(anchorDiscriminator(name) + expected.argBytes);
      expect(modes(ix)).toBe(expected.modes);
      expect(ix.programId.equals(toPublicKey(builder.defaultProgramId))).toBe(true);
    },
  );

  it('every builder has a case', () => {
    expect(all.length).toBeGreaterThan(0);
  });
});

describe('argument range checks', () => {
  const requestElevationGroup = KLEND_BUILDERS.find(
    (b) => b.spec.name === 'requestElevationGroup',
  )!;
  const accounts = specAccounts(requestElevationGroup.spec.accounts, 'given', keySequence());

  it('refuses a value its Borsh type cannot hold instead of wrapping it', () => {
    expect(() =>
      buildDynamic(requestElevationGroup, { accounts, args: { elevationGroup: 256 } }),
    ).toThrow();
    const borrow = KLEND_BUILDERS.find((b) => b.spec.name === 'borrowObligationLiquidity')!;
    const borrowAccounts = specAccounts(borrow.spec.accounts, 'given', keySequence());
    expect(() =>
      buildDynamic(borrow, { accounts: borrowAccounts, args: { liquidityAmount: U64_MAX + 1n } }),
    ).toThrow();
    expect(() =>
      buildDynamic(borrow, { accounts: borrowAccounts, args: { liquidityAmount: -1n } }),
    ).toThrow();
    expect(() => buildDynamic(borrow, { accounts: borrowAccounts, args: {} })).toThrow(
      /liquidityAmount/,
    );
  });

  it('writes a public key argument as its 32 bytes', () => {
    const initUserMetadata = KLEND_BUILDERS.find((b) => b.spec.name === 'initUserMetadata')!;
    const ix = buildDynamic(initUserMetadata, {
      accounts: specAccounts(initUserMetadata.spec.accounts, 'given', keySequence()),
      args: { userLookupTable: PublicKey.default },
    });
    expect(dataHex(ix).slice(16)).toBe('00'.repeat(32));
  });
});
