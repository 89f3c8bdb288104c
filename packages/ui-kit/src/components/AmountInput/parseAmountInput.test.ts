import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanAmountText, halfAmount, parseAmountInput, trimAmount } from './parseAmountInput';

const CANONICAL = /^(\d+(\.\d*)?)?$/;

describe('parseAmountInput', () => {
  it.each([
    // [typed, decimals, result]
    ['', 6, ''],
    ['   ', 6, ''],
    ['0', 6, '0'],
    ['5', 6, '5'],
    ['12', 0, '12'],
    ['1.5', 6, '1.5'],
    ['1.', 6, '1.'],
    ['1.0', 6, '1.0'],
    ['1.50', 6, '1.50'],
    ['0.000001', 6, '0.000001'],
    // leading '.', leading zeros
    ['.', 6, '0.'],
    ['.5', 6, '0.5'],
    ['00', 6, '0'],
    ['007', 6, '7'],
    ['00.5', 6, '0.5'],
    ['0.05', 6, '0.05'],
    // truncated, never rounded
    ['1.239', 2, '1.23'],
    ['1.999999999', 6, '1.999999'],
    ['0.999', 2, '0.99'],
    ['9.9', 0, '9'],
    ['12.', 0, '12'],
    ['.5', 0, '0'],
    ['123456789.123456789123', 9, '123456789.123456789'],
    // a single ',' is the decimal separator
    ['1,5', 6, '1.5'],
    [',5', 6, '0.5'],
    [',', 6, '0.'],
    ['1,239', 2, '1.23'],
    // grouping
    ['1,234.56', 6, '1234.56'],
    ['1,234,567.891', 2, '1234567.89'],
    ['1,234,567', 6, '1234567'],
    ['1.234,56', 6, '1234.56'],
    ['1.234.567,5', 6, '1234567.5'],
    ['1.234.567', 6, '1234567'],
    ['1 234,56', 6, '1234.56'],
    ['1 234 567.5', 6, '1234567.5'],
    ['1\u00a0234,56', 6, '1234.56'], // no-break space
    ['1\u2009234,56', 6, '1234.56'], // thin space
    ['1\u202f234,56', 6, '1234.56'], // narrow no-break space (fr-FR)
    ["1'234.56", 6, '1234.56'], // de-CH
    ['1\u2019234.56', 6, '1234.56'],
    [' 12.5 ', 6, '12.5'],
    ['\t1\n', 6, '1'],
    ['1,234.', 6, '1234.'],
    // rejected: letters, signs, exponents, a second separator, malformed groups
    ['abc', 6, null],
    ['1a', 6, null],
    ['1e5', 6, null],
    ['-1', 6, null],
    ['+1', 6, null],
    ['$1', 6, null],
    ['1.2.3', 6, null],
    ['1..', 6, null],
    ['1.5.', 6, null],
    ['1,5,', 6, null],
    [',,', 6, null],
    ['1.5,', 6, null],
    ['1,5.', 6, null],
    ['1,23.5', 6, null],
    ['12,34,567.5', 6, null],
    ['1,234.5,6', 6, null],
    ['1.234,5.6', 6, null],
    ['١٢٣', 6, null], // other digit systems are not read
    ['NaN', 6, null],
    ['Infinity', 6, null],
  ] as const)('%j with %i decimals is %j', (raw, decimals, expected) => {
    expect(parseAmountInput(raw, decimals)).toBe(expected);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'throws for %s decimals (a programming error, not user input)',
    (decimals) => {
      expect(() => parseAmountInput('1', decimals)).toThrow(RangeError);
    },
  );
});

describe('cleanAmountText', () => {
  it('keeps leading zeros and every fraction digit (the paste step before splicing)', () => {
    expect(cleanAmountText('007,1234567')).toBe('007.1234567');
    expect(cleanAmountText('.5')).toBe('.5');
    expect(cleanAmountText('1 234,5')).toBe('1234.5');
    expect(cleanAmountText('x')).toBeNull();
  });
});

describe('trimAmount', () => {
  it.each([
    ['12.500', '12.5'],
    ['12.', '12'],
    ['0.0', '0'],
    ['100', '100'],
    ['10.05', '10.05'],
    ['', ''],
  ])('%j is %j', (amount, expected) => {
    expect(trimAmount(amount)).toBe(expected);
  });
});

describe('halfAmount', () => {
  it.each([
    ['12.5', 6, '6.25'],
    ['1', 0, '0'],
    ['3', 0, '1'],
    ['0.01', 2, '0'],
    ['0.03', 2, '0.01'],
    ['0.000001', 6, '0'],
    ['0.000003', 6, '0.000001'],
    ['99999999999999999999.999999999', 9, '49999999999999999999.999999999'],
    ['10', 6, '5'],
    ['0', 6, '0'],
    ['1.239', 2, '0.61'],
  ])('half of %j with %i decimals is %j', (amount, decimals, expected) => {
    expect(halfAmount(amount, decimals)).toBe(expected);
  });

  it('rejects text that is not a canonical amount', () => {
    expect(() => halfAmount('1,5', 2)).toThrow(RangeError);
    expect(() => halfAmount('1', -1)).toThrow(RangeError);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

const digits = (maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength });

/** Groups an integer's digits in threes from the right: '1234567' → ['1', '234', '567']. */
function groupsOf(integer: string): string[] {
  const groups: string[] = [];
  for (let end = integer.length; end > 0; end -= 3) {
    groups.unshift(integer.slice(Math.max(0, end - 3), end));
  }
  return groups;
}

type Style = 'dot' | 'comma' | 'comma-groups' | 'dot-groups' | 'space-groups';

/** An amount as its digits plus one way a person might write it. */
const writtenAmount = fc
  .record({
    integer: digits(25),
    fraction: fc.option(digits(25), { nil: undefined }),
    style: fc.constantFrom<Style>('dot', 'comma', 'comma-groups', 'dot-groups', 'space-groups'),
    space: fc.constantFrom(' ', '\u00a0', '\u2009', '\u202f'),
  })
  .map(({ integer, fraction, style, space }) => {
    const decimalPoint = style === 'dot' || style === 'comma-groups' ? '.' : ',';
    const separator = fraction === undefined ? '' : decimalPoint;
    let written = integer;
    // Grouped integers need a decimal separator so that one ',' is not read as the decimal.
    if (integer !== '' && fraction !== undefined) {
      if (style === 'comma-groups') written = groupsOf(integer).join(',');
      if (style === 'dot-groups') written = groupsOf(integer).join('.');
    }
    if (integer !== '' && style === 'space-groups') written = groupsOf(integer).join(space);
    return { integer, fraction, raw: `${written}${separator}${fraction ?? ''}` };
  });

/** The amount the digits stand for, written canonically but not truncated. */
function normalised(integer: string, fraction: string | undefined): string {
  if (integer === '' && fraction === undefined) return '';
  const whole = integer.replace(/^0+(?=\d)/, '') || '0';
  return fraction === undefined ? whole : `${whole}.${fraction}`;
}

describe('parseAmountInput properties', () => {
  it('reads every written form of an amount as a prefix of its canonical form, cut at `decimals`', () => {
    fc.assert(
      fc.property(writtenAmount, fc.integer({ min: 0, max: 18 }), (amount, decimals) => {
        const result = parseAmountInput(amount.raw, decimals);
        const full = normalised(amount.integer, amount.fraction);
        expect(result).not.toBeNull();
        const text = result ?? '';
        // never more than `decimals` fraction digits
        expect((text.split('.')[1] ?? '').length).toBeLessThanOrEqual(decimals);
        // a prefix-truncation of the normalised input
        expect(full.startsWith(text)).toBe(true);
        // ... that keeps everything up to `decimals` fraction digits
        const [, fraction] = full.split('.');
        const expected =
          fraction === undefined || decimals === 0
            ? full.split('.')[0]
            : `${full.split('.')[0]}.${fraction.slice(0, decimals)}`;
        expect(text).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('returns null or a canonical amount for any text, and is idempotent', () => {
    const anyText = fc.string({
      unit: fc.constantFrom(..."0123456789.,  \u00a0\u2009'ae-+$"),
      maxLength: 30,
    });
    fc.assert(
      fc.property(fc.oneof(anyText, fc.string()), fc.integer({ min: 0, max: 18 }), (raw, d) => {
        const result = parseAmountInput(raw, d);
        if (result === null) return;
        expect(result).toMatch(CANONICAL);
        expect((result.split('.')[1] ?? '').length).toBeLessThanOrEqual(d);
        expect(parseAmountInput(result, d)).toBe(result);
        // more room never changes an already canonical amount
        expect(parseAmountInput(result, d + 3)).toBe(result);
      }),
      { numRuns: 2000 },
    );
  });

  it('never rounds up: the result is at most the input and loses less than one unit of the last place', () => {
    fc.assert(
      fc.property(digits(20), digits(20), fc.integer({ min: 0, max: 12 }), (i, f, decimals) => {
        const raw = `${i}.${f}`;
        const result = parseAmountInput(raw, decimals) ?? '';
        const scale = Math.max(f.length, decimals);
        const scaled = (text: string) => {
          const [whole = '', fraction = ''] = text.split('.');
          return BigInt(`${whole}${fraction.padEnd(scale, '0')}` || '0');
        };
        const lost = scaled(raw) - scaled(result);
        expect(lost >= 0n).toBe(true);
        expect(lost < 10n ** BigInt(Math.max(scale - decimals, 0))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('halves exactly: twice the half plus the remainder gives back the amount', () => {
    fc.assert(
      fc.property(digits(20), digits(12), fc.integer({ min: 0, max: 12 }), (i, f, decimals) => {
        const amount = parseAmountInput(`${i}.${f}`, decimals) ?? '0';
        const units = (text: string) => {
          const [whole = '', fraction = ''] = text.split('.');
          return BigInt(`${whole}${fraction.padEnd(decimals, '0')}` || '0');
        };
        const remainder = units(amount) - 2n * units(halfAmount(amount, decimals));
        expect(remainder === 0n || remainder === 1n).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
