/** The `jsonParsed` rendering of SPL Token and Token-2022 mints and token accounts. */
import { TOKEN_2022_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import type { PublicKey } from '@solana/web3.js';
import type { LedgerAccount } from '../chain/ledger-account';
import {
  type ParsedExtension,
  parsedTokenExtensions,
  readMint,
  readTokenAccount,
  tokenProgramName,
} from '../spl/token-accounts';
import { type UiTokenAmount, uiTokenAmount } from '../spl/token-amount';

export interface ParsedAccountData {
  program: string;
  parsed: { type: string; info: Record<string, unknown> };
  space: number;
}

function extensionsOf(account: LedgerAccount): { extensions?: ParsedExtension[] } {
  if (!account.owner.equals(toPublicKey(TOKEN_2022_PROGRAM_ID))) return {};
  const extensions = parsedTokenExtensions(account.data);
  return extensions.length > 0 ? { extensions } : {};
}

/** Parsed data of a token account or mint; `null` for anything else (the RPC then sends base64). */
export function parseAccountData(
  address: PublicKey,
  account: LedgerAccount,
  readAccount: (address: PublicKey) => LedgerAccount | null,
): ParsedAccountData | null {
  const program = tokenProgramName(account.owner);
  const tokenAccount = readTokenAccount(address, account);
  if (tokenAccount !== null) {
    const mint = readMint(
      toPublicKey(tokenAccount.mint),
      readAccount(toPublicKey(tokenAccount.mint)),
    );
    if (mint === null) return null;
    const amount = (raw: bigint): UiTokenAmount => uiTokenAmount(raw, mint.decimals);
    const info: Record<string, unknown> = {
      isNative: tokenAccount.isNative !== null,
      mint: tokenAccount.mint.toBase58(),
      owner: tokenAccount.owner.toBase58(),
      state: tokenAccount.state === 'Frozen' ? 'frozen' : 'initialized',
      tokenAmount: amount(tokenAccount.amount),
    };
    if (tokenAccount.delegate !== null) {
      info.delegate = tokenAccount.delegate.toBase58();
      info.delegatedAmount = amount(tokenAccount.delegatedAmount);
    }
    if (tokenAccount.isNative !== null) info.rentExemptReserve = amount(tokenAccount.isNative);
    if (tokenAccount.closeAuthority !== null) {
      info.closeAuthority = tokenAccount.closeAuthority.toBase58();
    }
    Object.assign(info, extensionsOf(account));
    return { program, parsed: { type: 'account', info }, space: account.data.length };
  }
  const mint = readMint(address, account);
  if (mint !== null) {
    const info: Record<string, unknown> = {
      decimals: mint.decimals,
      freezeAuthority: mint.freezeAuthority?.toBase58() ?? null,
      isInitialized: mint.isInitialized,
      mintAuthority: mint.mintAuthority?.toBase58() ?? null,
      supply: mint.supply.toString(),
      ...extensionsOf(account),
    };
    return { program, parsed: { type: 'mint', info }, space: account.data.length };
  }
  return null;
}
