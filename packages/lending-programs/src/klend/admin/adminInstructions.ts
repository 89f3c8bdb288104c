import {
  type Address,
  hexToBytes,
  KLEND_PROGRAM_ID,
  klendGlobalConfigPda,
  toPublicKey,
} from '@keel/chain-readers';
import { TransactionInstruction } from '@solana/web3.js';
import { Buffer } from 'buffer';
import {
  LENDING_MARKET_MODES,
  type LendingMarketUpdate,
  lendingMarketValue,
} from './lendingMarketModes';
import {
  RESERVE_CONFIG_MODES,
  type ReserveConfigUpdate,
  reserveConfigValue,
} from './reserveConfigModes';

/** sha256("global:update_reserve_config")[0..8]. */
export const UPDATE_RESERVE_CONFIG_DISCRIMINATOR = '3d9464468f6b110d';
/** sha256("global:update_lending_market")[0..8]. */
export const UPDATE_LENDING_MARKET_DISCRIMINATOR = 'd19d35d261b41f2d';

export interface UpdateReserveConfigInput {
  /** The market owner, signing. */
  signer: Address;
  lendingMarket: Address;
  reserve: Address;
  update: ReserveConfigUpdate;
  /** Leave the program's whole-config validation on (the default). */
  skipConfigIntegrityValidation?: boolean;
  programId?: Address;
}

/**
 * update_reserve_config: accounts signer, globalConfig (the program's `global_config` PDA),
 * lendingMarket, reserve (writable); data = discriminator, mode (Borsh enum, 1 byte), value
 * (Borsh bytes: u32 length then the bytes), skipConfigIntegrityValidation (bool).
 */
export function updateReserveConfigInstruction(
  input: UpdateReserveConfigInput,
): TransactionInstruction {
  const programId = input.programId ?? KLEND_PROGRAM_ID;
  const value = reserveConfigValue(input.update);
  const data = new Uint8Array(8 + 1 + 4 + value.length + 1);
  data.set(hexToBytes(UPDATE_RESERVE_CONFIG_DISCRIMINATOR), 0);
  data[8] = RESERVE_CONFIG_MODES[input.update.mode];
  new DataView(data.buffer).setUint32(9, value.length, true);
  data.set(value, 13);
  data[13 + value.length] = input.skipConfigIntegrityValidation === true ? 1 : 0;
  return new TransactionInstruction({
    programId: toPublicKey(programId),
    keys: [
      { pubkey: toPublicKey(input.signer), isSigner: true, isWritable: false },
      {
        pubkey: toPublicKey(klendGlobalConfigPda(programId).address),
        isSigner: false,
        isWritable: false,
      },
      { pubkey: toPublicKey(input.lendingMarket), isSigner: false, isWritable: false },
      { pubkey: toPublicKey(input.reserve), isSigner: false, isWritable: true },
    ],
    data: Buffer.from(data),
  });
}

export interface UpdateLendingMarketInput {
  lendingMarketOwner: Address;
  lendingMarket: Address;
  update: LendingMarketUpdate;
  programId?: Address;
}

/**
 * update_lending_market: accounts lendingMarketOwner (signer), lendingMarket (writable); data =
 * discriminator, mode (u64), value ([u8; 72]).
 */
export function updateLendingMarketInstruction(
  input: UpdateLendingMarketInput,
): TransactionInstruction {
  const programId = input.programId ?? KLEND_PROGRAM_ID;
  const data = new Uint8Array(8 + 8 + 72);
  data.set(hexToBytes(UPDATE_LENDING_MARKET_DISCRIMINATOR), 0);
  new DataView(data.buffer).setBigUint64(8, BigInt(LENDING_MARKET_MODES[input.update.mode]), true);
  data.set(lendingMarketValue(input.update), 16);
  return new TransactionInstruction({
    programId: toPublicKey(programId),
    keys: [
      { pubkey: toPublicKey(input.lendingMarketOwner), isSigner: true, isWritable: false },
      { pubkey: toPublicKey(input.lendingMarket), isSigner: false, isWritable: true },
    ],
    data: Buffer.from(data),
  });
}
