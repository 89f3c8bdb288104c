import { describe, expect, it } from 'vitest';
import { handleJsonRpcText, type RpcHandler } from './json-rpc';
import { invalidParams } from './rpc-error';

const methods = new Map<string, RpcHandler>([
  ['echo', (params) => params],
  ['big', () => 18_446_744_073_709_551_615n],
  [
    'picky',
    () => {
      throw invalidParams('Invalid param: Invalid');
    },
  ],
  [
    'broken',
    () => {
      throw new Error('boom');
    },
  ],
]);

function call(body: unknown) {
  const text = handleJsonRpcText(typeof body === 'string' ? body : JSON.stringify(body), methods);
  return text === null ? null : JSON.parse(text);
}

describe('JSON-RPC envelopes', () => {
  it('answers a request with its id and result', () => {
    expect(call({ jsonrpc: '2.0', id: 7, method: 'echo', params: [1, 'a'] })).toEqual({
      jsonrpc: '2.0',
      id: 7,
      result: [1, 'a'],
    });
  });

  it('writes u64 results as bare integers', () => {
    const text = handleJsonRpcText('{"jsonrpc":"2.0","id":1,"method":"big"}', methods);
    expect(text).toBe('{"jsonrpc":"2.0","result":18446744073709551615,"id":1}');
  });

  it('names an unknown method in a -32601 error', () => {
    const response = call({ jsonrpc: '2.0', id: 'x', method: 'getNothing', params: [] });
    expect(response.error).toEqual({ code: -32601, message: 'Method not found: getNothing' });
    expect(response.id).toBe('x');
  });

  it('answers malformed JSON with -32700 and a null id', () => {
    expect(call('{"jsonrpc":')).toEqual({
      jsonrpc: '2.0',
      error: { code: -32700, message: 'Parse error' },
      id: null,
    });
  });

  it('answers invalid envelopes with -32600', () => {
    expect(call({ id: 1, method: 'echo' }).error.code).toBe(-32600);
    expect(call({ jsonrpc: '2.0', id: 1, method: 5 }).error.code).toBe(-32600);
    expect(call({ jsonrpc: '2.0', id: 1, method: 'echo', params: 3 }).error.code).toBe(-32600);
    expect(call([]).error.code).toBe(-32600);
    expect(call('42').error.code).toBe(-32600);
  });

  it('passes handler parameter errors through and hides crashes behind -32603', () => {
    expect(call({ jsonrpc: '2.0', id: 1, method: 'picky', params: [] }).error).toEqual({
      code: -32602,
      message: 'Invalid param: Invalid',
    });
    expect(call({ jsonrpc: '2.0', id: 1, method: 'broken' }).error).toEqual({
      code: -32603,
      message: 'Internal error',
      data: 'boom',
    });
  });

  it('answers batches in order and leaves notifications unanswered', () => {
    const responses = call([
      { jsonrpc: '2.0', id: 1, method: 'echo', params: ['a'] },
      { jsonrpc: '2.0', method: 'echo', params: ['silent'] },
      { jsonrpc: '2.0', id: 2, method: 'nope' },
    ]);
    expect(responses.map((r: { id: number }) => r.id)).toEqual([1, 2]);
    expect(responses[1].error.code).toBe(-32601);
    expect(call({ jsonrpc: '2.0', method: 'echo' })).toBeNull();
  });
});
