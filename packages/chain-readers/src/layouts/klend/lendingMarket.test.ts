import { describe, expect, it } from 'vitest';
import { sameAddress } from '../../address/address';
import { ByteReader } from '../../bytes/ByteReader';
import { KLEND_PROGRAM_ID } from '../../programIds';
import { SAMPLE_ADDRESS } from '../../testing/accountCatalog';
import { sampleLendingMarket } from '../../testing/samples/klend';
import { decodeLendingMarket, encodeLendingMarket } from './lendingMarket';

describe('LendingMarket layout', () => {
  const data = sampleLendingMarket(8);
  const group = {
    id: 5,
    maxLiquidationBonusBps: 250,
    ltvPct: 90,
    liquidationThresholdPct: 93,
    allowNewLoans: true,
    maxReservesAsCollateral: 3,
    debtReserve: data.riskCouncil,
  };

  it('stores elevation group N in slot N-1 (offset 200 + 72·(N-1))', () => {
    const reader = new ByteReader(encodeLendingMarket({ ...data, elevationGroups: [group] }));
    const base = 200 + 72 * 4;
    expect([reader.u16(base), reader.u8(base + 2), reader.u8(base + 3)]).toEqual([250, 5, 90]);
    expect(sameAddress(reader.pubkey(base + 8), data.riskCouncil)).toBe(true);
    expect(reader.u8(200 + 2)).toBe(0);
  });

  it('returns the groups in use only', () => {
    const bytes = encodeLendingMarket({ ...data, elevationGroups: [group] });
    const decoded = decodeLendingMarket(SAMPLE_ADDRESS, { owner: KLEND_PROGRAM_ID, data: bytes });
    expect(decoded.elevationGroups.map((g) => g.id)).toEqual([5]);
  });

  it('refuses group ids outside 1..32 and duplicates', () => {
    for (const id of [0, 33]) {
      expect(() => encodeLendingMarket({ ...data, elevationGroups: [{ ...group, id }] })).toThrow(
        RangeError,
      );
    }
    expect(() => encodeLendingMarket({ ...data, elevationGroups: [group, group] })).toThrow(
      RangeError,
    );
  });

  it('reads the market name and quote currency as text', () => {
    const bytes = encodeLendingMarket({ ...data, name: 'Main Market', quoteCurrency: 'USD' });
    const reader = new ByteReader(bytes);
    expect(reader.paddedString(3248, 32)).toBe('Main Market');
    expect(reader.paddedString(88, 32)).toBe('USD');
  });

  it('decodes with another deployment id when told to', () => {
    const bytes = encodeLendingMarket(data);
    const devnet = SAMPLE_ADDRESS;
    expect(
      decodeLendingMarket(SAMPLE_ADDRESS, { owner: devnet, data: bytes }, { programId: devnet })
        .version,
    ).toBe(data.version);
    expect(() => decodeLendingMarket(SAMPLE_ADDRESS, { owner: devnet, data: bytes })).toThrow(
      expect.objectContaining({ reason: 'owner' }),
    );
  });
});
