/** Recognising SPL Token / Token-2022 mints and token accounts among ledger accounts. */
import {
  decodeMint,
  decodeTokenAccount,
  type Mint,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  type TokenAccount,
  toPublicKey,
} from '@keel/chain-readers';
import type { PublicKey } from '@solana/web3.js';
import type { LedgerAccount } from '../chain/ledger-account';

export function isTokenProgram(owner: PublicKey): boolean {
  return (
    owner.equals(toPublicKey(TOKEN_PROGRAM_ID)) || owner.equals(toPublicKey(TOKEN_2022_PROGRAM_ID))
  );
}

export function tokenProgramName(owner: PublicKey): 'spl-token' | 'spl-token-2022' {
  return owner.equals(toPublicKey(TOKEN_2022_PROGRAM_ID)) ? 'spl-token-2022' : 'spl-token';
}

/** The token account at an address, or null when the bytes are not one. */
export function readTokenAccount(
  address: PublicKey,
  account: LedgerAccount | null,
): TokenAccount | null {
  if (account === null || !isTokenProgram(account.owner)) return null;
  try {
    return decodeTokenAccount(address, account);
  } catch {
    return null;
  }
}

export function readMint(address: PublicKey, account: LedgerAccount | null): Mint | null {
  if (account === null || !isTokenProgram(account.owner)) return null;
  try {
    return decodeMint(address, account);
  } catch {
    return null;
  }
}

/** Token-2022 extension types, in the program's numbering. */
const EXTENSION_NAMES = [
  'uninitialized',
  'transferFeeConfig',
  'transferFeeAmount',
  'mintCloseAuthority',
  'confidentialTransferMint',
  'confidentialTransferAccount',
  'defaultAccountState',
  'immutableOwner',
  'memoTransfer',
  'nonTransferable',
  'interestBearingConfig',
  'cpiGuard',
  'permanentDelegate',
  'nonTransferableAccount',
  'transferHook',
  'transferHookAccount',
  'confidentialTransferFeeConfig',
  'confidentialTransferFeeAmount',
  'metadataPointer',
  'tokenMetadata',
  'groupPointer',
  'tokenGroup',
  'groupMemberPointer',
  'tokenGroupMember',
  'confidentialMintBurn',
  'scaledUiAmountConfig',
  'pausableConfig',
  'pausableAccount',
] as const;

/** Extensions whose parsed form carries no state, so the name alone is the full RPC shape. */
const STATELESS_EXTENSIONS = new Set([
  'immutableOwner',
  'nonTransferable',
  'nonTransferableAccount',
  'pausableAccount',
]);

export interface ParsedExtension {
  extension: string;
}

const TLV_START = 166;

/**
 * Token-2022 extensions after the 165-byte base and the account-type byte. Extensions whose
 * state the sandbox does not decode are reported as `unparseableExtension`, which is the RPC's
 * own spelling for an extension it cannot render.
 */
export function parsedTokenExtensions(data: Uint8Array): ParsedExtension[] {
  const extensions: ParsedExtension[] = [];
  const view = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  let offset = TLV_START;
  while (offset + 4 <= view.length) {
    const type = view.readUInt16LE(offset);
    const length = view.readUInt16LE(offset + 2);
    if (type === 0) break;
    const name = EXTENSION_NAMES[type];
    extensions.push({
      extension:
        name !== undefined && STATELESS_EXTENSIONS.has(name) ? name : 'unparseableExtension',
    });
    offset += 4 + length;
  }
  return extensions;
}

/** Token-2022 account bytes carrying the ImmutableOwner extension, as ATAs are created. */
export function withImmutableOwnerExtension(base: Uint8Array): Uint8Array {
  const out = new Uint8Array(base.length + 5);
  out.set(base);
  out[base.length] = 2; // account type: token account
  out[base.length + 1] = 7; // ExtensionType::ImmutableOwner (u16 LE), zero-length value
  return out;
}
