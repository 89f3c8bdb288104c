import { createHash } from 'node:crypto';
import { KLEND_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import { MathDecimal } from '@keel/core-math';
import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { publishedIdl } from '../../testing/publishedIdl';
import {
  UPDATE_LENDING_MARKET_DISCRIMINATOR,
  UPDATE_RESERVE_CONFIG_DISCRIMINATOR,
  updateLendingMarketInstruction,
  updateReserveConfigInstruction,
} from './adminInstructions';
import { LENDING_MARKET_MODES } from './lendingMarketModes';
import { RESERVE_CONFIG_MODES } from './reserveConfigModes';

const key = (n: number) => new PublicKey(new Uint8Array(32).fill(n));
const owner = key(1);
const market = key(2);
const reserve = key(3);
const anchor = (name: string) =>
  createHash('sha256').update(`global:${name}`).digest().subarray(0, 8).toString('hex');
const hexOf = (data: Uint8Array) => Buffer.from(data).toString('hex');

describe('update_reserve_config', () => {
  it('writes the discriminator, the mode byte, the value as Borsh bytes and the flag', () => {
    const ix = updateReserveConfigInstruction({
      signer: owner,
      lendingMarket: market,
      reserve,
      update: { mode: 'UpdateLoanToValuePct', value: 65 },
    });
    expect(UPDATE_RESERVE_CONFIG_DISCRIMINATOR).toBe(anchor('update_reserve_config'));
    expect(hexOf(ix.data)).toBe(`${anchor('update_reserve_config')}00${'01000000'}${'41'}00`);
    expect(ix.programId.equals(toPublicKey(KLEND_PROGRAM_ID))).toBe(true);
    const globalConfig = PublicKey.findProgramAddressSync(
      [Buffer.from('global_config')],
      toPublicKey(KLEND_PROGRAM_ID),
    )[0];
    expect(ix.keys.map((k) => [k.pubkey.toBase58(), k.isSigner, k.isWritable])).toEqual([
      [owner.toBase58(), true, false],
      [globalConfig.toBase58(), false, false],
      [market.toBase58(), false, false],
      [reserve.toBase58(), false, true],
    ]);
  });

  it('encodes each value at its field width', () => {
    const data = (update: Parameters<typeof updateReserveConfigInstruction>[0]['update']) =>
      hexOf(
        updateReserveConfigInstruction({ signer: owner, lendingMarket: market, reserve, update })
          .data,
      ).slice(16);
    expect(data({ mode: 'UpdateMaxLiquidationBonusBps', value: 0x1234 })).toBe(
      '01' + '02000000' + '3412' + '00',
    );
    expect(data({ mode: 'UpdateDepositLimit', value: 0x0102030405060708n })).toBe(
      '08' + '08000000' + '0807060504030201' + '00',
    );
    // 0.5 as a 2^60-scaled u64 is 2^59.
    expect(data({ mode: 'UpdateFeesOriginationFee', value: new MathDecimal('0.5') })).toBe(
      '05' + '08000000' + '0000000000000008' + '00',
    );
    expect(data({ mode: 'UpdateReserveStatus', value: 'Hidden' })).toBe(
      '26' + '01000000' + '02' + '00',
    );
    expect(
      data({
        mode: 'UpdateDepositWithdrawalCap',
        value: { capacity: 5n, intervalSeconds: 86400n },
      }),
    ).toBe('1a' + '10000000' + '0500000000000000' + '8051010000000000' + '00');
    const curve = data({
      mode: 'UpdateBorrowRateCurve',
      value: [
        { utilizationRateBps: 0, borrowRateBps: 0 },
        { utilizationRateBps: 10_000, borrowRateBps: 500 },
      ],
    });
    expect(curve.slice(0, 10)).toBe('1758000000');
    expect(curve.length).toBe(2 + 8 + 88 * 2 + 2);
    // The tail repeats the last point.
    expect(curve.slice(-18, -2)).toBe('10270000f4010000');
  });
});

describe('update_lending_market', () => {
  it('writes the discriminator, the mode as u64 and a 72-byte value', () => {
    const ix = updateLendingMarketInstruction({
      lendingMarketOwner: owner,
      lendingMarket: market,
      update: { mode: 'UpdateReferralFeeBps', value: 300 },
    });
    expect(UPDATE_LENDING_MARKET_DISCRIMINATOR).toBe(anchor('update_lending_market'));
    const data = hexOf(ix.data);
    expect(data.length).toBe((8 + 8 + 72) * 2);
    expect(data.slice(16, 32)).toBe('0a00000000000000');
    expect(data.slice(32, 36)).toBe('2c01');
    expect(data.slice(36)).toBe('0'.repeat(70 * 2));
    expect(ix.keys.map((k) => [k.pubkey.toBase58(), k.isSigner, k.isWritable])).toEqual([
      [owner.toBase58(), true, false],
      [market.toBase58(), false, true],
    ]);
  });
});

describe('update_lending_market UpdateElevationGroup', () => {
  it('sends the whole ElevationGroup struct as the value, mode 9', () => {
    const ix = updateLendingMarketInstruction({
      lendingMarketOwner: owner,
      lendingMarket: market,
      update: {
        mode: 'UpdateElevationGroup',
        value: {
          id: 3,
          maxLiquidationBonusBps: 250,
          ltvPct: 80,
          liquidationThresholdPct: 85,
          allowNewLoans: true,
          maxReservesAsCollateral: 5,
          debtReserve: market,
        },
      },
    });
    const data = hexOf(ix.data);
    expect(data.slice(16, 32)).toBe('0900000000000000');
    // bonus u16, id, ltv, threshold, allow new loans, max collateral reserves, padding, debt reserve.
    expect(data.slice(32, 48)).toBe('fa00035055010500');
    expect(data.slice(48, 112)).toBe(Buffer.from(market.toBytes()).toString('hex'));
    expect(data.slice(112)).toBe('0'.repeat(32 * 2));
  });
});

const klendIdl = publishedIdl('klend IDL (administration)', 'klend');

describe.skipIf(klendIdl === null)('conformance with the published IDL', () => {
  const idl = () => {
    if (klendIdl === null) throw new Error('klend.json is not in the reference folder');
    return klendIdl;
  };
  const variants = (name: string) =>
    idl()
      .types.find((t) => t.name === name)
      ?.type.variants?.map((v) => v.name) ?? [];

  it('every mode index is the IDL variant’s position', () => {
    const reserveModes = variants('UpdateConfigMode');
    for (const [name, index] of Object.entries(RESERVE_CONFIG_MODES)) {
      expect(reserveModes[index]).toBe(name);
    }
    const marketModes = variants('UpdateLendingMarketMode');
    for (const [name, index] of Object.entries(LENDING_MARKET_MODES)) {
      expect(marketModes[index]).toBe(name);
    }
  });

  it('accounts, flags and argument types are the IDL’s', () => {
    const find = (name: string) => idl().instructions.find((i) => i.name === name);
    const reserveIx = find('updateReserveConfig');
    expect(reserveIx?.args).toEqual([
      { name: 'mode', type: { defined: 'UpdateConfigMode' } },
      { name: 'value', type: 'bytes' },
      { name: 'skipConfigIntegrityValidation', type: 'bool' },
    ]);
    const built = updateReserveConfigInstruction({
      signer: owner,
      lendingMarket: market,
      reserve,
      update: { mode: 'UpdateBorrowFactor', value: 150n },
    });
    expect(built.keys.map((k) => ({ isMut: k.isWritable, isSigner: k.isSigner }))).toEqual(
      reserveIx?.accounts.map((a) => ({ isMut: a.isMut, isSigner: a.isSigner })),
    );
    const marketIx = find('updateLendingMarket');
    expect(marketIx?.args).toEqual([
      { name: 'mode', type: 'u64' },
      { name: 'value', type: { array: ['u8', 72] } },
    ]);
    const builtMarket = updateLendingMarketInstruction({
      lendingMarketOwner: owner,
      lendingMarket: market,
      update: { mode: 'UpdateEmergencyMode', value: true },
    });
    expect(builtMarket.keys.map((k) => ({ isMut: k.isWritable, isSigner: k.isSigner }))).toEqual(
      marketIx?.accounts.map((a) => ({ isMut: a.isMut, isSigner: a.isSigner })),
    );
  });
});
