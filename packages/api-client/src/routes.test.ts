import { describe, expect, it } from 'vitest';
import { fillRoute, ROUTES, routeLabel } from './routes';

describe('routes', () => {
  it('never spell a product slug: it comes from configuration', () => {
    for (const route of Object.values(ROUTES)) {
      const withoutPlaceholders = route.path.replace(/\{\w+\}/g, '');
      expect(withoutPlaceholders).not.toMatch(/kamino|hubble/i);
    }
  });

  it('fills the slug and encodes arguments', () => {
    expect(fillRoute(ROUTES.obligationPnl, 'acme', { market: 'M', obligation: 'O' })).toBe(
      '/v2/acme-market/M/obligations/O/pnl/',
    );
    expect(fillRoute(ROUTES.referralCode, 'acme', { code: 'x/y?z' })).toBe(
      '/referral-codes/x%2Fy%3Fz',
    );
  });

  it('refuses a missing argument', () => {
    expect(() => fillRoute(ROUTES.strategyUserPnl, 'acme', { strategy: 'S' })).toThrow(/wallet/);
  });

  it('labels routes by method and template', () => {
    expect(routeLabel(ROUTES.swapTokenBatch, 'acme')).toBe('GET /acme-swap/tokens/batch');
    expect(routeLabel(ROUTES.geo, 'acme')).toBe('GET /');
  });
});
