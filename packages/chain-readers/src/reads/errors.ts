/** A single account a read needs does not exist. */
export class AccountNotFoundError extends Error {
  override readonly name = 'AccountNotFoundError';
  readonly account: string;
  readonly accountType: string;
  constructor(account: string, accountType: string) {
    super(`${accountType} account ${account} does not exist`);
    this.account = account;
    this.accountType = accountType;
  }
}
