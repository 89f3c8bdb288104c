import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error';
import { type RouteDefinition, Router } from './router';

const handle = () => ({ json: null });
const routes: RouteDefinition[] = [
  { method: 'GET', path: '/strategies/{strategy}/metrics', handle },
  { method: 'GET', path: '/strategies/metrics', handle },
  { method: 'GET', path: '/v2/acme-market/{market}/obligations/{obligation}/pnl/', handle },
  { method: 'POST', path: '/users/{wallet}/metadata', handle },
  { method: 'GET', path: '/users/{wallet}/metadata', handle },
];

describe('Router', () => {
  const router = new Router(routes);

  it('prefers the template with more literal segments', () => {
    const match = router.match('GET', '/strategies/metrics');
    expect(match.kind === 'found' && match.route.path).toBe('/strategies/metrics');
    const param = router.match('GET', '/strategies/abc/metrics');
    expect(param.kind === 'found' && param.params).toEqual({ strategy: 'abc' });
  });

  it('treats a trailing slash as the same route, both ways', () => {
    expect(router.match('GET', '/v2/acme-market/m/obligations/o/pnl').kind).toBe('found');
    expect(router.match('GET', '/v2/acme-market/m/obligations/o/pnl/').kind).toBe('found');
  });

  it('tells a wrong method from a missing route', () => {
    expect(router.match('PUT', '/users/w/metadata')).toEqual({
      kind: 'method-not-allowed',
      allowed: ['POST', 'GET'],
    });
    expect(router.match('GET', '/users/w/other')).toEqual({ kind: 'not-found' });
  });

  it('decodes parameters and refuses malformed escapes', () => {
    const match = router.match('GET', '/users/a%20b/metadata');
    expect(match.kind === 'found' && match.params.wallet).toBe('a b');
    expect(() => router.match('GET', '/users/%E0%A4%A/metadata')).toThrow(HttpError);
  });
});
