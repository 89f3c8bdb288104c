import { MathDecimal } from '@keel/core-math';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import {
  depositLimits,
  depositPreview,
  vaultFigures,
  withdrawLimits,
  withdrawPreview,
} from './vaultPreview';

const figures = vaultFigures({
  aum: 12_000_000_000n,
  sharesIssued: 10_000_000_000n,
  decimals: 6,
  walletTokens: 500_000_000n,
  walletShares: 100_000_000n,
});

describe('vault write preview', () => {
  it('reads raw chain amounts as whole tokens and shares', () => {
    expect(figures.aum.toString()).toBe('12000');
    expect(figures.walletShares.toString()).toBe('100');
  });

  it('previews the shares a deposit mints at the share price', () => {
    const preview = depositPreview(figures, new MathDecimal('120'), 'USDT');
    expect(preview.shares?.toString()).toBe('100');
    expect(preview.rows.map((row) => row.label)).toEqual([
      'Shares you receive',
      'Share price',
      'Your shares',
    ]);
    expect(preview.rows[2]?.after).toBe('200');
    const empty = depositPreview(figures, undefined, 'USDT');
    expect(empty.shares).toBeUndefined();
    // Without an amount the minted shares are a dash that says why.
    const shares = empty.rows[0]?.after as ReactElement<{ reason: string }> | undefined;
    expect(shares?.props.reason).toBe('Enter an amount');
    expect(depositLimits(figures)[0]?.max.toString()).toBe('500');
  });

  it('previews the shares a withdrawal burns, never more than the wallet holds', () => {
    const preview = withdrawPreview(figures, new MathDecimal('60'), 'USDT');
    expect(preview.shares?.toString()).toBe('50');
    expect(preview.rows[1]?.after).toBe('60 USDT');
    const all = withdrawPreview(figures, new MathDecimal('1000'), 'USDT');
    expect(all.shares?.toString()).toBe('100');
    expect(withdrawLimits(figures)[0]?.max.toString()).toBe('120');
  });
});
