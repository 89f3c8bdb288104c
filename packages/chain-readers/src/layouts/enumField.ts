import { InvalidFieldValueError } from '../bytes/errors';

/** Name of an on-chain enum value; unknown values are a decode error, never a guess. */
export function enumName<const Names extends readonly string[]>(
  names: Names,
  value: number | bigint,
  field: string,
): Names[number] {
  const index = typeof value === 'bigint' ? Number(value) : value;
  const name = Number.isSafeInteger(index) ? names[index] : undefined;
  if (name === undefined) throw new InvalidFieldValueError(field, `unknown value ${value}`);
  return name;
}

/** On-chain value of an enum name (the inverse of enumName). */
export function enumIndex<const Names extends readonly string[]>(
  names: Names,
  name: Names[number],
  field: string,
): number {
  const index = names.indexOf(name);
  if (index === -1) throw new RangeError(`${field}: unknown name ${name}`);
  return index;
}
