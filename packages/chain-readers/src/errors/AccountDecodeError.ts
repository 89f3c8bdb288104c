/** What was wrong with an account's bytes. */
export type AccountDecodeFailure = 'owner' | 'discriminator' | 'size' | 'value';

export interface AccountDecodeErrorInit {
  /** base58 address of the account. */
  account: string;
  /** Layout name, e.g. 'Reserve' or 'Mint'. */
  accountType: string;
  reason: AccountDecodeFailure;
  /** What was found, in words (e.g. 'owner is X, expected Y'). */
  detail: string;
  cause?: unknown;
}

/** Thrown by every decoder when an account cannot be read as the requested layout. */
export class AccountDecodeError extends Error {
  override readonly name = 'AccountDecodeError';
  readonly account: string;
  readonly accountType: string;
  readonly reason: AccountDecodeFailure;

  constructor(init: AccountDecodeErrorInit) {
    super(
      `Cannot decode ${init.accountType} account ${init.account}: ${init.detail}`,
      init.cause === undefined ? undefined : { cause: init.cause },
    );
    this.account = init.account;
    this.accountType = init.accountType;
    this.reason = init.reason;
  }
}
