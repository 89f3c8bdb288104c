import { sameAddress, toPublicKey } from '@keel/chain-readers';
import type { PublicKey } from '@solana/web3.js';
import { isTokenProgram, readMint, readTokenAccount } from '../../spl/token-accounts';
import { uiTokenAmount } from '../../spl/token-amount';
import { accountEncodingOptions, uiAccount } from '../account-encoding';
import type { RpcHandler } from '../json-rpc';
import { pubkeyParam, readConfig } from '../params';
import { type RpcContext, withContext } from '../rpc-context';
import { invalidParams } from '../rpc-error';

/** `{ mint }` or `{ programId }`: which token accounts of the owner to list. */
function tokenAccountFilter(
  value: unknown,
  readProgramOfMint: (mint: PublicKey) => PublicKey | null,
): { program: PublicKey; mint: PublicKey | null } {
  if (typeof value !== 'object' || value === null) {
    throw invalidParams('Invalid params: expected { mint } or { programId }');
  }
  const filter = value as Record<string, unknown>;
  if ('mint' in filter) {
    const mint = pubkeyParam(filter.mint);
    const program = readProgramOfMint(mint);
    if (program === null) throw invalidParams('Invalid param: could not find mint');
    return { program, mint };
  }
  if ('programId' in filter) {
    const program = pubkeyParam(filter.programId);
    if (!isTokenProgram(program))
      throw invalidParams('Invalid param: unrecognized Token program id');
    return { program, mint: null };
  }
  throw invalidParams('Invalid params: expected { mint } or { programId }');
}

export function tokenMethods({ ledger }: RpcContext): Record<string, RpcHandler> {
  const read = ledger.readAccount.bind(ledger);
  return {
    getTokenAccountsByOwner: ([owner, filterParam, rawConfig]) => {
      const ownerKey = pubkeyParam(owner);
      const { program, mint } = tokenAccountFilter(filterParam, (key) => {
        const account = ledger.readAccount(key);
        return readMint(key, account) === null ? null : (account?.owner ?? null);
      });
      const options = accountEncodingOptions(readConfig(rawConfig, ledger));
      const value = ledger
        .accountsOwnedBy(program)
        .filter(({ address, account }) => {
          const tokenAccount = readTokenAccount(address, account);
          if (tokenAccount === null || !sameAddress(tokenAccount.owner, ownerKey)) return false;
          return mint === null || sameAddress(tokenAccount.mint, mint);
        })
        .sort((a, b) => a.address.toBase58().localeCompare(b.address.toBase58()))
        .map(({ address, account }) => ({
          pubkey: address.toBase58(),
          account: uiAccount(address, account, options, read),
        }));
      return withContext(ledger, value);
    },

    getTokenAccountBalance: ([address, rawConfig]) => {
      const key = pubkeyParam(address);
      readConfig(rawConfig, ledger);
      const tokenAccount = readTokenAccount(key, ledger.readAccount(key));
      if (tokenAccount === null) throw invalidParams('Invalid param: not a Token account');
      const mint = readMint(
        toPublicKey(tokenAccount.mint),
        ledger.readAccount(toPublicKey(tokenAccount.mint)),
      );
      if (mint === null) throw invalidParams('Invalid param: could not find mint');
      return withContext(ledger, uiTokenAmount(tokenAccount.amount, mint.decimals));
    },

    getTokenSupply: ([address, rawConfig]) => {
      const key = pubkeyParam(address);
      readConfig(rawConfig, ledger);
      const mint = readMint(key, ledger.readAccount(key));
      if (mint === null) throw invalidParams('Invalid param: not a Token mint');
      return withContext(ledger, uiTokenAmount(mint.supply, mint.decimals));
    },
  };
}
