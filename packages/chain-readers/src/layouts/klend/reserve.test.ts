import { decimalToScaledFraction, MathDecimal } from '@keel/core-math';
import { describe, expect, it } from 'vitest';
import { sameAddress } from '../../address/address';
import { ByteReader } from '../../bytes/ByteReader';
import { AccountDecodeError } from '../../errors/AccountDecodeError';
import { KLEND_PROGRAM_ID } from '../../programIds';
import { SAMPLE_ADDRESS } from '../../testing/accountCatalog';
import { sampleReserve } from '../../testing/samples/klend';
import { decodeReserve, encodeReserve, RESERVE_SIZE } from './reserve';
import { isFlashLoanDisabled } from './reserveFees';

describe('Reserve layout', () => {
  const data = sampleReserve(5);
  const reader = new ByteReader(encodeReserve(data));

  it('puts fields at the absolute offsets of LAYOUTS §2.6', () => {
    expect(reader.length).toBe(RESERVE_SIZE);
    expect(sameAddress(reader.pubkey(32), data.lendingMarket)).toBe(true);
    expect(sameAddress(reader.pubkey(128), data.liquidity.mintPubkey)).toBe(true);
    expect(reader.u64(224)).toBe(data.liquidity.availableAmount);
    expect(reader.u128(232)).toBe(decimalToScaledFraction(data.liquidity.borrowedAmount));
    expect(reader.u128(248)).toBe(decimalToScaledFraction(data.liquidity.marketPrice));
    expect(reader.u64(264)).toBe(data.liquidity.marketPriceLastUpdatedTs);
    expect(reader.u64(272)).toBe(BigInt(data.liquidity.mintDecimals));
    expect(reader.u128(344)).toBe(decimalToScaledFraction(data.liquidity.accumulatedProtocolFees));
    expect(sameAddress(reader.pubkey(408), data.liquidity.tokenProgram)).toBe(true);
    expect(sameAddress(reader.pubkey(2560), data.collateral.mintPubkey)).toBe(true);
    expect(reader.u64(2592)).toBe(data.collateral.mintTotalSupply);
    expect(reader.u16(4858)).toBe(data.config.hostFixedInterestRateBps);
    expect([reader.u8(4870), reader.u8(4872), reader.u8(4873)]).toEqual([
      data.config.protocolTakeRatePct,
      data.config.loanToValuePct,
      data.config.liquidationThresholdPct,
    ]);
    expect(reader.u32(4920)).toBe(data.config.borrowRateCurve[0]?.utilizationRateBps);
    expect(reader.u64(5008)).toBe(data.config.borrowFactorPct);
    expect(reader.u64(5016)).toBe(data.config.depositLimit);
    expect(reader.u64(5024)).toBe(data.config.borrowLimit);
    expect(reader.paddedString(5032, 32)).toBe(data.config.tokenInfo.name);
    expect(
      sameAddress(reader.pubkey(5112), data.config.tokenInfo.scopeConfiguration.priceFeed),
    ).toBe(true);
    expect(reader.u16(5144)).toBe(data.config.tokenInfo.scopeConfiguration.priceChain[0]);
    expect(reader.i64(5416)).toBe(data.config.depositWithdrawalCap.configCapacity);
    expect(reader.u64(5504)).toBe(data.config.borrowLimitOutsideElevationGroup);
  });

  it('maps config.status 0/1/2 to Active/Obsolete/Hidden and rejects other values', () => {
    const bytes = encodeReserve({ ...data, config: { ...data.config, status: 'Hidden' } });
    expect(bytes[4856]).toBe(2);
    bytes[4856] = 3;
    expect(() => decodeReserve(SAMPLE_ADDRESS, { owner: KLEND_PROGRAM_ID, data: bytes })).toThrow(
      expect.objectContaining({ reason: 'value', accountType: 'Reserve' }),
    );
  });

  it('rejects decimals stored as an impossibly large u64 with a value error', () => {
    const bytes = encodeReserve(data);
    bytes.fill(0xff, 272, 280);
    expect(() => decodeReserve(SAMPLE_ADDRESS, { owner: KLEND_PROGRAM_ID, data: bytes })).toThrow(
      AccountDecodeError,
    );
  });

  it('decodes scaled fractions exactly', () => {
    const price = new MathDecimal('187.123456789').toDecimalPlaces(15);
    const exactPrice = new MathDecimal(decimalToScaledFraction(price).toString())
      .div(2 ** 30)
      .div(2 ** 30);
    const bytes = encodeReserve({
      ...data,
      liquidity: { ...data.liquidity, marketPrice: exactPrice },
    });
    const decoded = decodeReserve(SAMPLE_ADDRESS, { owner: KLEND_PROGRAM_ID, data: bytes });
    expect(decoded.liquidity.marketPrice.toString()).toBe(exactPrice.toString());
  });

  it('recognises the disabled flash-loan sentinel (u64::MAX)', () => {
    const bytes = encodeReserve(data);
    bytes.fill(0xff, 4904, 4912);
    const decoded = decodeReserve(SAMPLE_ADDRESS, { owner: KLEND_PROGRAM_ID, data: bytes });
    expect(isFlashLoanDisabled(decoded.config.fees)).toBe(true);
    expect(
      isFlashLoanDisabled({ ...decoded.config.fees, flashLoanFee: new MathDecimal(0.5) }),
    ).toBe(false);
  });

  it('reads farms as null when the key is all zero', () => {
    const bytes = encodeReserve({ ...data, farmCollateral: null, farmDebt: data.lendingMarket });
    const decoded = decodeReserve(SAMPLE_ADDRESS, { owner: KLEND_PROGRAM_ID, data: bytes });
    expect(decoded.farmCollateral).toBeNull();
    expect(sameAddress(decoded.farmDebt, data.lendingMarket)).toBe(true);
  });
});
