import type { Address } from '../../address/address';
import { ByteWriter } from '../../bytes/ByteWriter';
import { InvalidFieldValueError } from '../../bytes/errors';
import type { AccountBytes } from '../accountBytes';
import { readCOptionPubkey, splAccountReader, writeCOptionPubkey } from './splAccount';

/** Size of an SPL mint (and of the base of a Token-2022 mint). */
export const MINT_SIZE = 82;

export interface MintData {
  mintAuthority: Address | null;
  /** Raw supply in base units. */
  supply: bigint;
  decimals: number;
  isInitialized: boolean;
  freezeAuthority: Address | null;
}

export interface Mint extends MintData {
  address: Address;
  /** Token program that owns the mint (SPL Token or Token-2022). */
  tokenProgram: Address;
}

export function encodeMint(data: MintData): Uint8Array {
  const writer = new ByteWriter(MINT_SIZE);
  writeCOptionPubkey(writer, 0, data.mintAuthority);
  writer.u64(36, data.supply).u8(44, data.decimals).bool(45, data.isInitialized);
  writeCOptionPubkey(writer, 46, data.freezeAuthority);
  return writer.toBytes();
}

/** Decodes an SPL Token or Token-2022 mint; Token-2022 extensions after the base are ignored. */
export function decodeMint(address: Address, account: AccountBytes): Mint {
  return splAccountReader('Mint', MINT_SIZE, 1, address, account, (reader) => {
    const isInitialized = reader.bool(45);
    if (!isInitialized)
      throw new InvalidFieldValueError('isInitialized', 'mint is not initialized');
    return {
      address,
      tokenProgram: account.owner,
      mintAuthority: readCOptionPubkey(reader, 0, 'mintAuthority'),
      supply: reader.u64(36),
      decimals: reader.u8(44),
      isInitialized,
      freezeAuthority: readCOptionPubkey(reader, 46, 'freezeAuthority'),
    };
  });
}
