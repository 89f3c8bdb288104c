import { describe, expect, it } from 'vitest';
import { type ActionGateInput, actionGate, GATE_REASONS } from './actionGate';

const open: ActionGateInput = {
  direction: 'increase',
  walletConnected: true,
  canSign: true,
  withdrawOnly: false,
  regionRestricted: false,
  walletFlagged: false,
};

describe('actionGate', () => {
  it('allows an action when nothing restricts it', () => {
    expect(actionGate(open)).toEqual({ allowed: true });
  });

  it('keeps withdraw and repay in withdraw-only mode and refuses the rest with the reason', () => {
    expect(actionGate({ ...open, withdrawOnly: true })).toEqual({
      allowed: false,
      reason: GATE_REASONS.withdrawOnly,
    });
    expect(actionGate({ ...open, withdrawOnly: true, direction: 'decrease' })).toEqual({
      allowed: true,
    });
  });

  it('puts access restrictions before the wallet and the mode', () => {
    const everything = {
      ...open,
      withdrawOnly: true,
      walletConnected: false,
      regionRestricted: true,
      walletFlagged: true,
    };
    expect(actionGate(everything)).toMatchObject({ reason: GATE_REASONS.region });
    expect(actionGate({ ...everything, regionRestricted: false })).toMatchObject({
      reason: GATE_REASONS.flagged,
    });
    expect(
      actionGate({ ...everything, regionRestricted: false, walletFlagged: false }),
    ).toMatchObject({ reason: GATE_REASONS.withdrawOnly });
  });

  it('asks for a wallet, then for one that can sign', () => {
    expect(actionGate({ ...open, walletConnected: false, canSign: false })).toMatchObject({
      reason: GATE_REASONS.connect,
    });
    expect(actionGate({ ...open, canSign: false })).toMatchObject({
      reason: GATE_REASONS.cannotSign,
    });
  });
});
