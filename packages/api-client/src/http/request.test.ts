import { describe, expect, it } from 'vitest';
import { object } from '../schema/object';
import { decimal } from '../schema/primitives';
import { fakeFetch, json, status } from '../testing/fakeFetch';
import { ApiNetworkError, ApiValidationError } from './errors';
import { parseBody, requestJson } from './request';
import { buildUrl } from './url';

const endpoint = 'GET /strategies/tvl';

/** The error a promise rejects with, typed loosely for assertions. */
async function rejection(promise: Promise<unknown>): Promise<ApiNetworkError & { path?: string }> {
  try {
    await promise;
  } catch (error) {
    return error as ApiNetworkError & { path?: string };
  }
  throw new Error('expected a rejection');
}

describe('requestJson', () => {
  it("turns a rejected transport into 'network error status: unknown'", async () => {
    const { fetch } = fakeFetch(() => ({ networkError: true }));
    const error = await rejection(requestJson(fetch, { endpoint, url: 'https://api.test/x' }));
    expect(error).toBeInstanceOf(ApiNetworkError);
    expect(error.message).toBe('network error status: unknown');
    expect(error.status).toBeUndefined();
    expect(error.endpoint).toBe(endpoint);
  });

  it("turns a non-OK status into 'network error status: {status}' with the body", async () => {
    const { fetch } = fakeFetch(() => status(503, { error: 'busy' }));
    const error = await rejection(requestJson(fetch, { endpoint, url: 'https://api.test/x' }));
    expect(error).toBeInstanceOf(ApiNetworkError);
    expect(error.message).toBe('network error status: 503');
    expect(error.status).toBe(503);
    expect(error.body).toBe('{"error":"busy"}');
  });

  it('reports a body that is not JSON as a validation error at the root', async () => {
    const { fetch } = fakeFetch(() => ({ status: 200, text: '<html>oops' }));
    const error = await rejection(requestJson(fetch, { endpoint, url: 'https://api.test/x' }));
    expect(error).toBeInstanceOf(ApiValidationError);
    expect(error.path).toBe('$');
    expect(error.message).toContain(endpoint);
  });

  it('lets an abort through untouched', async () => {
    const { fetch } = fakeFetch(() => ({ abort: true }));
    const error = await rejection(requestJson(fetch, { endpoint, url: 'https://api.test/x' }));
    expect(error.name).toBe('AbortError');
  });

  it('sends a JSON body with its content type', async () => {
    const { fetch, calls } = fakeFetch(() => json({}));
    await requestJson(fetch, {
      endpoint,
      url: 'https://api.test/x',
      method: 'POST',
      body: { a: 1 },
    });
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toBe('{"a":1}');
  });
});

describe('parseBody', () => {
  it('names the endpoint, the field path and what was received', () => {
    const schema = object({ tvl: decimal() });
    const error = (() => {
      try {
        parseBody(endpoint, schema, { tvl: 'lots' });
      } catch (e) {
        return e;
      }
    })() as ApiValidationError;
    expect(error).toBeInstanceOf(ApiValidationError);
    expect(error.endpoint).toBe(endpoint);
    expect(error.path).toBe('$.tvl');
    expect(error.message).toBe(
      'Invalid response from GET /strategies/tvl at $.tvl: expected a decimal, received the string "lots"',
    );
  });
});

describe('buildUrl', () => {
  it('joins paths, drops empty parameters and repeats array parameters', () => {
    expect(
      buildUrl('https://api.test/', '/strategies/fees-and-rewards', {
        env: 'devnet',
        period: undefined,
        status: ['LIVE', 'STAGING'],
        flag: false,
      }),
    ).toBe(
      'https://api.test/strategies/fees-and-rewards?env=devnet&status=LIVE&status=STAGING&flag=false',
    );
    expect(buildUrl('https://geo.test/json', '')).toBe('https://geo.test/json');
  });
});
