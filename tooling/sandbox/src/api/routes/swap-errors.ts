import { HttpError } from '../http/http-error';

/** Error codes the Jupiter swap API answers with (`{ error, errorCode }`, HTTP 400). */
export type JupiterErrorCode =
  | 'COULD_NOT_FIND_ANY_ROUTE'
  | 'TOKEN_NOT_TRADABLE'
  | 'CIRCULAR_ARBITRAGE_IS_DISABLED'
  | 'INVALID_REQUEST';

export function jupiterError(errorCode: JupiterErrorCode, error: string): HttpError {
  return new HttpError(400, error, { error, errorCode });
}

export const noRoute = (): HttpError =>
  jupiterError('COULD_NOT_FIND_ANY_ROUTE', 'Could not find any route');

export const notTradable = (mint: string): HttpError =>
  jupiterError('TOKEN_NOT_TRADABLE', `The token ${mint} is not tradable`);

export const invalidRequest = (message: string): HttpError =>
  jupiterError('INVALID_REQUEST', message);
