import { InvalidFieldValueError } from '@keel/chain-readers';

/** Name of an on-chain enum value; an unknown value is a decode error, never a guess. */
export function enumName<const Names extends readonly string[]>(
  names: Names,
  value: number,
  field: string,
): Names[number] {
  const name = Number.isSafeInteger(value) ? names[value] : undefined;
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
  if (index === -1) throw new RangeError(`${field}: unknown name ${String(name)}`);
  return index;
}
