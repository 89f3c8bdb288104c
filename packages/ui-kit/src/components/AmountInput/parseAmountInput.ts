/**
 * Amount text without floats: what a user types or pastes into an amount field becomes a
 * canonical decimal string (digits, at most one '.'), truncated, never rounded.
 */

/** Spaces of every kind (incl. no-break and thin spaces) and apostrophes group thousands. */
const GROUPING_SPACES = /[\s'\u2019]/g;
const DIGITS_AND_SEPARATORS = /^[\d.,]*$/;
const DIGITS = /^\d*$/;

/** '1,234,567' style groups: 1 to 3 digits, then groups of exactly 3. */
function isGrouped(integer: string, separator: ',' | '.'): boolean {
  const groups = integer.split(separator);
  const [first = '', ...rest] = groups;
  return /^\d{1,3}$/.test(first) && rest.every((group) => /^\d{3}$/.test(group));
}

function countOf(text: string, char: string): number {
  return text.split(char).length - 1;
}

/**
 * Strips spaces and thousands separators and turns the decimal separator into '.'. Returns the
 * remaining digits with at most one '.', as typed (leading zeros kept, nothing truncated), or
 * null when the text is not an amount.
 *
 * - Spaces (any Unicode space, no-break and thin spaces included) and apostrophes are removed.
 * - Only digits, '.' and ',' may remain; anything else (letters, signs, exponents) is rejected.
 * - One ',' and no '.' is the decimal separator ('1,5' is 1.5).
 * - Both present: the one that comes last, appearing once, is the decimal separator, and the
 *   other must group thousands properly ('1,234.56' and '1.234,56' are 1234.56; '1.5,' is
 *   rejected).
 * - Several of one and none of the other group thousands ('1,234,567', '1.234.567') when the
 *   groups are well formed; otherwise ('1.2.', '1,5,') it is a second separator: rejected.
 */
export function cleanAmountText(raw: string): string | null {
  const text = raw.replace(GROUPING_SPACES, '');
  if (!DIGITS_AND_SEPARATORS.test(text)) return null;
  const dots = countOf(text, '.');
  const commas = countOf(text, ',');
  if (dots + commas <= 1) return text.replace(',', '.');

  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  const decimal: ',' | '.' = lastDot > lastComma ? '.' : ',';
  const grouping: ',' | '.' = decimal === '.' ? ',' : '.';
  const decimalCount = decimal === '.' ? dots : commas;
  const groupingCount = decimal === '.' ? commas : dots;

  if (groupingCount === 0) {
    // Only one kind of separator, several times: thousands groups or a mistake.
    return isGrouped(text, decimal) ? text.split(decimal).join('') : null;
  }
  if (decimalCount !== 1) return null;
  const at = text.lastIndexOf(decimal);
  const integer = text.slice(0, at);
  if (!isGrouped(integer, grouping)) return null;
  return `${integer.split(grouping).join('')}.${text.slice(at + 1)}`;
}

function assertDecimals(decimals: number): void {
  if (!Number.isSafeInteger(decimals) || decimals < 0) {
    throw new RangeError(`decimals must be a non-negative integer, got ${decimals}`);
  }
}

/**
 * Parses what a user typed or pasted into an amount field (see `AmountInput`). Returns the
 * canonical amount string, '' for an empty field, or null when the text is not an amount (the
 * field then keeps its previous value).
 *
 * The canonical string has digits, at most one '.', no leading zeros ('007' is '7', '.5' is
 * '0.5') and at most `decimals` fraction digits: extra digits are cut off, never rounded
 * ('1.239' with 2 decimals is '1.23'). A trailing '.' and trailing fraction zeros stay, so a
 * user can go on typing ('1.' and '1.0' on the way to '1.05'); with 0 decimals the '.' goes.
 * Separators and grouping follow `cleanAmountText`: '1,234.56', '1.234,56' and '1 234,56' are
 * all '1234.56'; '1,5' is '1.5'.
 *
 * @throws RangeError when `decimals` is not a non-negative integer.
 */
export function parseAmountInput(raw: string, decimals: number): string | null {
  assertDecimals(decimals);
  const cleaned = cleanAmountText(raw);
  if (cleaned === null) return null;
  if (cleaned === '') return '';
  const point = cleaned.indexOf('.');
  const integerDigits = point === -1 ? cleaned : cleaned.slice(0, point);
  const integer = integerDigits.replace(/^0+(?=\d)/, '') || '0';
  if (point === -1 || decimals === 0) return integer;
  return `${integer}.${cleaned.slice(point + 1, point + 1 + decimals)}`;
}

/** Drops trailing fraction zeros and a trailing '.': '12.500' is '12.5', '3.' is '3'. */
export function trimAmount(amount: string): string {
  return amount.includes('.') ? amount.replace(/\.?0*$/, '') : amount;
}

/**
 * Half of a canonical amount, truncated to `decimals` and trimmed ('12.5' with 6 decimals is
 * '6.25'; '0.01' with 2 decimals is '0'). Exact: the digits are halved as one big integer.
 */
export function halfAmount(amount: string, decimals: number): string {
  assertDecimals(decimals);
  const [integer = '0', fraction = ''] = amount.split('.');
  if (!DIGITS.test(integer) || !DIGITS.test(fraction)) {
    throw new RangeError(`not a canonical amount: '${amount}'`);
  }
  const scaled = BigInt(`${integer}${fraction.slice(0, decimals).padEnd(decimals, '0')}` || '0');
  const half = (scaled / 2n).toString().padStart(decimals + 1, '0');
  const cut = half.length - decimals;
  return trimAmount(decimals === 0 ? half : `${half.slice(0, cut)}.${half.slice(cut)}`);
}
