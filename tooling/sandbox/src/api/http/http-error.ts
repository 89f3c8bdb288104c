/** A client or lookup error answered with its status and `{ error: message }`, as the API does. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
    /** Body to send instead of `{ error: message }` (the airdrop 404 sends `{ metadata }`). */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export const notFound = (what: string): HttpError => new HttpError(404, `${what} not found`);
export const badRequest = (message: string): HttpError => new HttpError(400, message);
