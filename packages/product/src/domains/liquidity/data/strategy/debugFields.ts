/** One decoded field as the debug view lists it: its path and its value as text. */
export interface DebugField {
  path: string;
  value: string;
}

/** Arrays longer than this show their first entries and a count of the rest. */
const ARRAY_SHOWN = 16;
/** A byte array longer than this shows its length, not its bytes. */
const BYTES_SHOWN = 64;

const hex = (bytes: Uint8Array) =>
  [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');

function leafText(value: unknown): string | undefined {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (typeof value === 'bigint' || typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  if (typeof value === 'string') return JSON.stringify(value);
  if (value instanceof Uint8Array) {
    return value.length > BYTES_SHOWN ? `${value.length} bytes` : `0x${hex(value)}`;
  }
  const object = value as { toBase58?: unknown; toFixed?: unknown; toString(): string };
  // A public key prints as its address, a decimal as its exact digits.
  if (typeof object.toBase58 === 'function') return (object.toBase58 as () => string)();
  if (typeof object.toFixed === 'function') return object.toString();
  return undefined;
}

/**
 * A decoded account as rows of path → value (nested objects by dotted path, arrays by index,
 * long arrays cut with a count of the rest), in the decoder's field order.
 */
export function debugFields(value: unknown, path = ''): DebugField[] {
  const leaf = leafText(value);
  if (leaf !== undefined) return [{ path: path || '(value)', value: leaf }];
  if (Array.isArray(value)) {
    const shown = value
      .slice(0, ARRAY_SHOWN)
      .flatMap((item, i) => debugFields(item, `${path}[${i}]`));
    const rest = value.length - ARRAY_SHOWN;
    return rest > 0 ? [...shown, { path: `${path}[…]`, value: `${rest} more` }] : shown;
  }
  return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
    debugFields(item, path ? `${path}.${key}` : key),
  );
}

/** Bytes as a hex dump: offset, 16 bytes per line. */
export function hexDump(bytes: Uint8Array): string {
  const lines: string[] = [];
  for (let offset = 0; offset < bytes.length; offset += 16) {
    const row = bytes.subarray(offset, offset + 16);
    const pairs = [...row].map((byte) => byte.toString(16).padStart(2, '0'));
    lines.push(`${offset.toString(16).padStart(6, '0')}  ${pairs.join(' ')}`);
  }
  return lines.join('\n');
}
