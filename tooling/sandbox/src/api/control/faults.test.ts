import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error';
import { FaultList, parseFaultSpec } from './faults';

describe('FaultList', () => {
  it('matches `*` across segments, the method, and counts down', () => {
    const faults = new FaultList();
    faults.add(
      parseFaultSpec({ path: '/v2/strategies/*/pnl', method: 'get', status: 500, times: 2 }),
    );
    expect(faults.take('POST', '/v2/strategies/a/b/pnl')).toBeUndefined();
    expect(faults.take('GET', '/v2/strategies/a/b/pnl/history')).toBeUndefined();
    expect(faults.take('GET', '/v2/strategies/a/b/pnl')?.remaining).toBe(1);
    expect(faults.take('GET', '/v2/strategies/x/pnl')?.remaining).toBe(0);
    expect(faults.take('GET', '/v2/strategies/x/pnl')).toBeUndefined();
    expect(faults.list()).toEqual([]);
  });

  it('uses the first matching fault first', () => {
    const faults = new FaultList();
    faults.add(parseFaultSpec({ path: '/geo', drop: true }));
    faults.add(parseFaultSpec({ path: '/*', status: 503 }));
    expect(faults.take('GET', '/geo')?.drop).toBe(true);
    expect(faults.take('GET', '/geo')?.status).toBe(503);
  });

  it('removes one fault by id and leaves the others', () => {
    const faults = new FaultList();
    const mine = faults.add(parseFaultSpec({ path: '/a', status: 500, times: 5 }));
    const theirs = faults.add(parseFaultSpec({ path: '/b', status: 500 }));
    expect(faults.remove(mine.id)).toBe(true);
    expect(faults.remove(mine.id)).toBe(false);
    expect(faults.take('GET', '/a')).toBeUndefined();
    expect(faults.list().map((fault) => fault.id)).toEqual([theirs.id]);
  });

  it('treats regular-expression characters in the pattern literally', () => {
    const faults = new FaultList();
    faults.add(parseFaultSpec({ path: '/cdn/a.json', status: 500 }));
    expect(faults.take('GET', '/cdn/aXjson')).toBeUndefined();
    expect(faults.take('GET', '/cdn/a.json')).toBeDefined();
  });
});

describe('parseFaultSpec', () => {
  it('keeps a body fault even when the body is null', () => {
    expect(parseFaultSpec({ path: '/x', body: null })).toEqual({
      path: '/x',
      times: 1,
      body: null,
    });
  });

  it('refuses a fault without an effect or with bad values', () => {
    expect(() => parseFaultSpec({ path: '/x' })).toThrow(HttpError);
    expect(() => parseFaultSpec({ path: 'x', status: 500 })).toThrow(/path/);
    expect(() => parseFaultSpec({ path: '/x', delayMs: 120_000 })).toThrow(/delayMs/);
    expect(() => parseFaultSpec([])).toThrow(/object/);
  });
});
