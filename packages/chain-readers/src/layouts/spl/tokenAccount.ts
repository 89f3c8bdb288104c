import type { Address } from '../../address/address';
import { ByteWriter } from '../../bytes/ByteWriter';
import { InvalidFieldValueError } from '../../bytes/errors';
import type { AccountBytes } from '../accountBytes';
import { enumIndex, enumName } from '../enumField';
import { readCOptionPubkey, splAccountReader, writeCOptionPubkey } from './splAccount';

/** Size of an SPL token account (and of the base of a Token-2022 token account). */
export const TOKEN_ACCOUNT_SIZE = 165;

const TOKEN_ACCOUNT_STATES = ['Uninitialized', 'Initialized', 'Frozen'] as const;
export type TokenAccountState = (typeof TOKEN_ACCOUNT_STATES)[number];

export interface TokenAccountData {
  mint: Address;
  owner: Address;
  /** Raw balance in base units. */
  amount: bigint;
  delegate: Address | null;
  state: TokenAccountState;
  /** Rent-exempt reserve of a wrapped-SOL account; null for other mints. */
  isNative: bigint | null;
  delegatedAmount: bigint;
  closeAuthority: Address | null;
}

export interface TokenAccount extends TokenAccountData {
  address: Address;
  /** Token program that owns the account (SPL Token or Token-2022). */
  tokenProgram: Address;
}

export function encodeTokenAccount(data: TokenAccountData): Uint8Array {
  const writer = new ByteWriter(TOKEN_ACCOUNT_SIZE);
  writer.pubkey(0, data.mint).pubkey(32, data.owner).u64(64, data.amount);
  writeCOptionPubkey(writer, 72, data.delegate);
  writer.u8(108, enumIndex(TOKEN_ACCOUNT_STATES, data.state, 'state'));
  if (data.isNative !== null) writer.u32(109, 1).u64(113, data.isNative);
  writer.u64(121, data.delegatedAmount);
  writeCOptionPubkey(writer, 129, data.closeAuthority);
  return writer.toBytes();
}

/** Decodes an SPL Token or Token-2022 token account; extensions after the base are ignored. */
export function decodeTokenAccount(address: Address, account: AccountBytes): TokenAccount {
  return splAccountReader('TokenAccount', TOKEN_ACCOUNT_SIZE, 2, address, account, (reader) => {
    const state = enumName(TOKEN_ACCOUNT_STATES, reader.u8(108), 'state');
    if (state === 'Uninitialized') {
      throw new InvalidFieldValueError('state', 'token account is not initialized');
    }
    const nativeTag = reader.u32(109);
    if (nativeTag > 1) throw new InvalidFieldValueError('isNative', `bad option tag ${nativeTag}`);
    return {
      address,
      tokenProgram: account.owner,
      mint: reader.pubkey(0),
      owner: reader.pubkey(32),
      amount: reader.u64(64),
      delegate: readCOptionPubkey(reader, 72, 'delegate'),
      state,
      isNative: nativeTag === 1 ? reader.u64(113) : null,
      delegatedAmount: reader.u64(121),
      closeAuthority: readCOptionPubkey(reader, 129, 'closeAuthority'),
    };
  });
}
