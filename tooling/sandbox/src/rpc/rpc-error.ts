/** A JSON-RPC error object, thrown by method handlers and serialised into the response. */
export class RpcError extends Error {
  override readonly name = 'RpcError';
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }

  toJSON(): { code: number; message: string; data?: unknown } {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data };
  }
}

export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const METHOD_NOT_FOUND = -32601;
export const INVALID_PARAMS = -32602;
export const INTERNAL_ERROR = -32603;
/** Solana's server error codes (rpc-client-api `custom_error.rs`). */
export const BLOCK_NOT_AVAILABLE = -32004;
export const SEND_TRANSACTION_PREFLIGHT_FAILURE = -32002;
export const TRANSACTION_SIGNATURE_VERIFICATION_FAILURE = -32003;
export const UNSUPPORTED_TRANSACTION_VERSION = -32015;
export const MIN_CONTEXT_SLOT_NOT_REACHED = -32016;

export function invalidParams(message: string): RpcError {
  return new RpcError(INVALID_PARAMS, message);
}

/** The JSON-RPC text with the unknown method named, so a caller sees what it asked for. */
export function methodNotFound(method: string): RpcError {
  return new RpcError(METHOD_NOT_FOUND, `Method not found: ${method}`);
}
