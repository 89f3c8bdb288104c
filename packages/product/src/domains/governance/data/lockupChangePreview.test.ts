// @vitest-environment node
import { depositVotingPower } from '@keel/governance-registry';
import { describe, expect, it } from 'vitest';
import { lockupChangePreview } from './lockupChangePreview';
import {
  FIXTURE_NOW,
  realmFixture,
  registrarFixture,
  voterFixture,
} from './testing/governanceFixtures';

const registrar = registrarFixture(realmFixture('Acme'));
const voter = voterFixture(registrar);
const config = registrar.votingMints[0];
const now = FIXTURE_NOW + registrar.timeOffset;
// The fixture's deposits: 0 none, 1 constant, 2 cliff (700 days left), 3 daily, 4 monthly.
const deposit = (index: number) => {
  const entry = voter.deposits[index];
  if (!entry) throw new Error(`no deposit ${index}`);
  return entry;
};
const change = (index: number, kind: 'cliff' | 'constant' | 'daily', periods: number) =>
  lockupChangePreview({
    registrar,
    entry: deposit(index),
    kind,
    periods,
    chainUnixTs: FIXTURE_NOW,
  });

describe('lockupChangePreview', () => {
  it('weighs a cliff extended to what is left exactly as it weighs now', () => {
    const result = change(2, 'cliff', 700);
    if (result.status !== 'ready' || !config) throw new Error(`not ready: ${result.status}`);
    // Restarting now for the same 700 days leaves the same time to run: same weight.
    expect(result.votingPower).toBe(depositVotingPower(deposit(2), config, now).total);
    const longer = change(2, 'cliff', 1_400);
    expect(longer.status === 'ready' && longer.votingPower > result.votingPower).toBe(true);
  });

  it('locks an unlocked deposit for more weight than it has', () => {
    const result = change(0, 'cliff', 365);
    if (result.status !== 'ready' || !config) throw new Error(`not ready: ${result.status}`);
    expect(result.votingPower).toBeGreaterThan(depositVotingPower(deposit(0), config, now).total);
    expect(result.multiplier?.greaterThan(1)).toBe(true);
  });

  it("refuses what the program refuses, in the registrar's words", () => {
    expect(change(2, 'cliff', 699)).toEqual({
      status: 'invalid',
      message: 'Invalid lockup period',
    });
    expect(change(2, 'daily', 2_000)).toEqual({
      status: 'invalid',
      message: 'A lockup cannot change to a less strict kind',
    });
    expect(change(2, 'cliff', Number.NaN)).toEqual({
      status: 'invalid',
      message: 'Invalid lockup period',
    });
  });
});
