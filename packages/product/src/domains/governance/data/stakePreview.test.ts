// @vitest-environment node
import { previewDeposit, REGISTRAR_ERRORS } from '@keel/governance-registry';
import { describe, expect, it } from 'vitest';
import { type StakeChoice, stakePreview } from './stakePreview';
import {
  FIXTURE_NOW,
  NATIVE_DECIMALS,
  realmFixture,
  registrarFixture,
} from './testing/governanceFixtures';

const registrar = registrarFixture(realmFixture('Acme'));
const preview = (choice: StakeChoice) =>
  stakePreview({
    registrar,
    votingMintConfigIdx: 0,
    decimals: NATIVE_DECIMALS,
    choice,
    chainUnixTs: FIXTURE_NOW,
  });

describe('stakePreview', () => {
  it('is the exact weight previewDeposit gives the choice', () => {
    const result = preview({ amount: '1000', kind: 'cliff', periods: 365 });
    const expected = previewDeposit({
      registrar,
      votingMintConfigIdx: 0,
      amountNative: 1_000_000_000n,
      kind: 'cliff',
      periods: 365,
      chainUnixTs: FIXTURE_NOW,
    });
    expect(result).toMatchObject({
      status: 'ready',
      amountNative: 1_000_000_000n,
      votingPower: expected.votingPower.total,
    });
  });

  it('changes with the lockup: none is the baseline, longer lockups weigh more', () => {
    const none = preview({ amount: '1000', kind: 'none', periods: 365 });
    const year = preview({ amount: '1000', kind: 'cliff', periods: 365 });
    const fourYears = preview({ amount: '1000', kind: 'cliff', periods: 4 * 365 });
    if (none.status !== 'ready' || year.status !== 'ready' || fourYears.status !== 'ready') {
      throw new Error('expected previews');
    }
    // One vote per token, no extra without a lockup; the periods of `none` are ignored.
    expect(none.votingPower).toBe(1_000_000_000n);
    expect(none.periods).toBe(0);
    expect(none.multiplier?.toString()).toBe('1');
    // A quarter of the saturation adds a quarter of the 3x extra; saturation adds all of it.
    expect(year.multiplier?.toString()).toBe('1.75');
    expect(fourYears.multiplier?.toString()).toBe('4');
  });

  it('says why a choice cannot be staked', () => {
    expect(preview({ amount: '', kind: 'cliff', periods: 30 })).toEqual({ status: 'empty' });
    expect(preview({ amount: 'abc', kind: 'cliff', periods: 30 })).toEqual({
      status: 'invalid',
      message: 'Enter a valid amount',
    });
    expect(preview({ amount: '0', kind: 'cliff', periods: 30 })).toEqual({
      status: 'invalid',
      message: 'Enter an amount above zero',
    });
    const lockupCopy = REGISTRAR_ERRORS.get(6010)?.message;
    expect(preview({ amount: '5', kind: 'daily', periods: 0 })).toEqual({
      status: 'invalid',
      message: lockupCopy,
    });
    expect(preview({ amount: '5', kind: 'monthly', periods: Number.NaN })).toEqual({
      status: 'invalid',
      message: lockupCopy,
    });
    // More periods than the program allows (6010 from the package's own check).
    expect(preview({ amount: '5', kind: 'daily', periods: 80_000 })).toEqual({
      status: 'invalid',
      message: lockupCopy,
    });
  });
});
