import { DEFAULT_ADDRESS, toPublicKey } from '@keel/chain-readers';
// @vitest-environment node
import { nothingToCompare } from '@keel/wallet-connect';
import { TransactionInstruction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { actionGate, GATE_REASONS } from '../../../actions/actionGate';
import { GOVERNANCE_ACTIONS, governanceRequests } from './actions';

const instruction = new TransactionInstruction({
  programId: toPublicKey(DEFAULT_ADDRESS),
  keys: [],
});
const check = nothingToCompare('A vote moves no tokens');

describe('governanceRequests', () => {
  it('sends each build as one transaction under the action’s label', () => {
    expect(
      governanceRequests('Stake KMNO', { ok: true, instructions: [instruction], check }),
    ).toEqual([{ label: 'Stake KMNO', instructions: [instruction], check }]);
    const two = governanceRequests('Unstake KMNO', [
      { ok: true, instructions: [instruction], check },
      { ok: true, instructions: [instruction, instruction], check },
    ]);
    expect(two.map((request) => [request.label, request.instructions.length])).toEqual([
      ['Unstake KMNO', 1],
      ['Unstake KMNO', 2],
    ]);
  });

  it('refuses what the program would refuse with its copy, sending nothing', () => {
    expect(() =>
      governanceRequests('Stake KMNO', [
        { ok: true, instructions: [instruction], check },
        { ok: false, message: 'Invalid lockup period' },
      ]),
    ).toThrow('Invalid lockup period');
  });
});

describe('GOVERNANCE_ACTIONS', () => {
  it('lets withdraw-only mode refuse staking only', () => {
    const gate = (kind: keyof typeof GOVERNANCE_ACTIONS) =>
      actionGate({
        direction: GOVERNANCE_ACTIONS[kind].direction,
        walletConnected: true,
        canSign: true,
        withdrawOnly: true,
        regionRestricted: false,
        walletFlagged: false,
      });
    expect(gate('stake')).toEqual({ allowed: false, reason: GATE_REASONS.withdrawOnly });
    expect(gate('unstake')).toEqual({ allowed: true });
    expect(gate('lockup')).toEqual({ allowed: true });
    expect(gate('vote')).toEqual({ allowed: true });
  });
});
