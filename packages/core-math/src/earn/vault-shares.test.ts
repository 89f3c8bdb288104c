import { describe, expect, it } from 'vitest';
import {
  vaultSharesForDeposit,
  vaultSharesForWithdrawal,
  vaultTokensForShares,
  vaultTokensPerShare,
} from './vault-shares';

const state = { aum: '12000', sharesIssued: '10000' };

describe('earn vault shares', () => {
  it('prices a share at AUM / shares issued, 1 for an empty vault', () => {
    expect(vaultTokensPerShare(state).toString()).toBe('1.2');
    expect(vaultTokensPerShare({ aum: 0, sharesIssued: 0 }).toString()).toBe('1');
  });

  it('mints shares floored to the share decimals', () => {
    expect(vaultSharesForDeposit(state, '1000', 6).toString()).toBe('833.333333');
    expect(vaultSharesForDeposit(state, '1000', 0).toString()).toBe('833');
    expect(vaultSharesForDeposit(state, '0', 6).toString()).toBe('0');
    expect(vaultSharesForDeposit({ aum: 0, sharesIssued: 0 }, '5', 6).toString()).toBe('5');
  });

  it('pays tokens floored to the token decimals, and burns shares rounded up', () => {
    expect(vaultTokensForShares(state, '833.333333', 6).toString()).toBe('999.999999');
    expect(vaultTokensForShares(state, '-1', 6).toString()).toBe('0');
    expect(vaultSharesForWithdrawal(state, '1000', 6).toString()).toBe('833.333334');
    expect(vaultSharesForWithdrawal(state, '99999', 6).toString()).toBe('10000');
  });
});
