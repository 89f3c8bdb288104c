import { describe, expect, it } from 'vitest';
import type { RouteDef } from '../../../routing/types';
import { leverageVaultPath, multiplyVaultPath, vaultBaseOf } from './multiplyPaths';

const route = (path: string) => ({ path }) as RouteDef;
const target = {
  market: 'M',
  marketSlug: 'main',
  depositReserve: 'D',
  borrowReserve: 'B',
  collateralSymbol: 'USDC',
  debtSymbol: 'SOL',
  side: 'short' as const,
};

describe('vault paths', () => {
  it("keep the list's '/lending' base, and drop the v3 markets base (no vault routes there)", () => {
    expect(vaultBaseOf(route('/lending/multiply'))).toBe('/lending');
    expect(vaultBaseOf(route('/multiply'))).toBe('');
    expect(vaultBaseOf(route('/markets/multiply'))).toBe('');
    expect(multiplyVaultPath('', 'M', 'D', 'B')).toBe('/multiply/M/D/B');
    expect(multiplyVaultPath('/lending', 'M', 'D', 'B')).toBe('/lending/multiply/M/D/B');
  });

  it('address the leverage vault by addresses and side without the v3 flag', () => {
    expect(leverageVaultPath('/lending', false, target)).toBe('/lending/leverage/M/D/B/short');
    expect(leverageVaultPath('', false, { ...target, side: 'long' })).toBe('/leverage/M/D/B/long');
  });

  it('address it by slug, base and quote with the v3 flag (short reversed)', () => {
    expect(leverageVaultPath('', true, target)).toBe('/leverage/main/SOL/USDC');
    expect(
      leverageVaultPath('', true, {
        ...target,
        collateralSymbol: 'SOL',
        debtSymbol: 'USDC',
        side: 'long',
      }),
    ).toBe('/leverage/main/SOL/USDC');
    // No slug: the address form under '/lending', which both generations serve.
    expect(leverageVaultPath('', true, { ...target, marketSlug: undefined })).toBe(
      '/lending/leverage/M/D/B/short',
    );
  });
});
