import { accountEncodingOptions, uiAccount } from '../account-encoding';
import { matchesFilters, parseAccountFilters } from '../account-filters';
import type { RpcHandler } from '../json-rpc';
import {
  nonNegativeIntegerParam,
  optionalBoolean,
  pubkeyListParam,
  pubkeyParam,
  readConfig,
} from '../params';
import { type RpcContext, withContext } from '../rpc-context';

const MAX_MULTIPLE_ACCOUNTS = 100;

export function accountMethods({ ledger }: RpcContext): Record<string, RpcHandler> {
  const read = ledger.readAccount.bind(ledger);
  return {
    getAccountInfo: ([address, rawConfig]) => {
      const key = pubkeyParam(address);
      const options = accountEncodingOptions(readConfig(rawConfig, ledger));
      const account = ledger.readAccount(key);
      return withContext(ledger, account === null ? null : uiAccount(key, account, options, read));
    },

    getMultipleAccounts: ([addresses, rawConfig]) => {
      const keys = pubkeyListParam(addresses, MAX_MULTIPLE_ACCOUNTS);
      const options = accountEncodingOptions(readConfig(rawConfig, ledger), 'base64');
      return withContext(
        ledger,
        keys.map((key) => {
          const account = ledger.readAccount(key);
          return account === null ? null : uiAccount(key, account, options, read);
        }),
      );
    },

    getProgramAccounts: ([programId, rawConfig]) => {
      const program = pubkeyParam(programId);
      const config = readConfig(rawConfig, ledger);
      const options = accountEncodingOptions(config);
      const filters = parseAccountFilters(config.filters);
      const value = ledger
        .accountsOwnedBy(program)
        .filter(({ account }) => matchesFilters(account.data, filters))
        .sort((a, b) => a.address.toBase58().localeCompare(b.address.toBase58()))
        .map(({ address, account }) => ({
          pubkey: address.toBase58(),
          account: uiAccount(address, account, options, read),
        }));
      return optionalBoolean(config, 'withContext', false) ? withContext(ledger, value) : value;
    },

    getBalance: ([address, rawConfig]) => {
      const key = pubkeyParam(address);
      readConfig(rawConfig, ledger);
      return withContext(ledger, ledger.readAccount(key)?.lamports ?? 0n);
    },

    getMinimumBalanceForRentExemption: ([length, rawConfig]) => {
      readConfig(rawConfig, ledger);
      return ledger.minimumBalanceForRentExemption(
        nonNegativeIntegerParam(length ?? 0, 'data length'),
      );
    },
  };
}
