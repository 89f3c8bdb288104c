/** JSON-RPC 2.0 envelopes: parsing, batches, notifications and error responses. */
import { stringifyJson } from '../encoding/json-bigint';
import {
  INTERNAL_ERROR,
  INVALID_PARAMS,
  INVALID_REQUEST,
  methodNotFound,
  PARSE_ERROR,
  RpcError,
} from './rpc-error';

export type RpcHandler = (params: unknown[]) => unknown;
export type RpcMethodTable = ReadonlyMap<string, RpcHandler>;
type RpcId = string | number | null;

interface RpcResponse {
  jsonrpc: '2.0';
  id: RpcId;
  result?: unknown;
  error?: ReturnType<RpcError['toJSON']>;
}

function errorResponse(id: RpcId, error: RpcError): RpcResponse {
  return { jsonrpc: '2.0', error: error.toJSON(), id };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function validId(value: unknown): value is RpcId {
  return value === null || typeof value === 'string' || typeof value === 'number';
}

/** Handles one request object; `null` for a notification (a request without an id). */
export function handleRequest(request: unknown, methods: RpcMethodTable): RpcResponse | null {
  if (!isRecord(request))
    return errorResponse(null, new RpcError(INVALID_REQUEST, 'Invalid request'));
  const hasId = Object.hasOwn(request, 'id');
  const id = hasId && validId(request.id) ? request.id : null;
  const { method, params } = request;
  if (
    request.jsonrpc !== '2.0' ||
    typeof method !== 'string' ||
    (hasId && !validId(request.id)) ||
    !(params === undefined || params === null || Array.isArray(params) || isRecord(params))
  ) {
    return errorResponse(id, new RpcError(INVALID_REQUEST, 'Invalid request'));
  }
  const handler = methods.get(method);
  let response: RpcResponse;
  if (handler === undefined) {
    response = errorResponse(id, methodNotFound(method));
  } else if (isRecord(params)) {
    response = errorResponse(
      id,
      new RpcError(INVALID_PARAMS, 'Invalid params: expected an array of positional parameters'),
    );
  } else {
    try {
      response = { jsonrpc: '2.0', result: handler(params ?? []), id };
    } catch (error) {
      response = errorResponse(
        id,
        error instanceof RpcError
          ? error
          : new RpcError(
              INTERNAL_ERROR,
              'Internal error',
              error instanceof Error ? error.message : String(error),
            ),
      );
    }
  }
  return hasId ? response : null;
}

/** Handles a request body (one request or a batch); `null` when nothing needs an answer. */
export function handleJsonRpcText(text: string, methods: RpcMethodTable): string | null {
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return stringifyJson(errorResponse(null, new RpcError(PARSE_ERROR, 'Parse error')));
  }
  if (Array.isArray(payload)) {
    if (payload.length === 0) {
      return stringifyJson(errorResponse(null, new RpcError(INVALID_REQUEST, 'Invalid request')));
    }
    const responses = payload
      .map((request) => handleRequest(request, methods))
      .filter((response): response is RpcResponse => response !== null);
    return responses.length === 0 ? null : stringifyJson(responses);
  }
  const response = handleRequest(payload, methods);
  return response === null ? null : stringifyJson(response);
}
