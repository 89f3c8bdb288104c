import { ERROR_MESSAGES, reserveNotFoundMessage } from './messages';

/**
 * A chain read that failed, carrying the catalogue text the UI shows (message, optional
 * description) and the underlying error as `cause`.
 */
export class ChainReadError extends Error {
  override readonly name = 'ChainReadError';
  readonly description: string | undefined;
  constructor(message: string, options: { cause?: unknown; description?: string } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.description = options.description;
  }
}

export class WalletNotConnectedError extends Error {
  override readonly name = 'WalletNotConnectedError';
  constructor() {
    super(ERROR_MESSAGES.walletNotConnected);
  }
}

export class ReserveNotFoundError extends Error {
  override readonly name = 'ReserveNotFoundError';
  readonly reserve: string;
  constructor(reserve: string) {
    super(reserveNotFoundMessage(reserve));
    this.reserve = reserve;
  }
}

/** Thrown when code needs the user farm positions before their query has loaded. */
export class UserFarmPositionNotLoadedError extends Error {
  override readonly name = 'UserFarmPositionNotLoadedError';
  constructor() {
    super(ERROR_MESSAGES.userFarmPositionNotLoaded);
  }
}

/** Returns the loaded user farm positions or throws 'useUserFarmPositionQuery data is not loaded'. */
export function requireUserFarmPositions<T>(data: T | undefined | null): T {
  if (data === undefined || data === null) throw new UserFarmPositionNotLoadedError();
  return data;
}
