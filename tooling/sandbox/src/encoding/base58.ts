const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const DIGIT_OF = new Map([...ALPHABET].map((char, index) => [char, index]));

/** Thrown when a string holds a character outside the base58 alphabet. */
export class Base58DecodeError extends Error {
  override readonly name = 'Base58DecodeError';
}

/** Bitcoin-alphabet base58, as Solana spells signatures, blockhashes and instruction data. */
export function encodeBase58(bytes: Uint8Array): string {
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros += 1;
  const digits: number[] = [];
  for (let i = zeros; i < bytes.length; i += 1) {
    let carry = bytes[i] ?? 0;
    for (let j = 0; j < digits.length; j += 1) {
      carry += (digits[j] ?? 0) * 256;
      digits[j] = carry % 58;
      carry = Math.floor(carry / 58);
    }
    while (carry > 0) {
      digits.push(carry % 58);
      carry = Math.floor(carry / 58);
    }
  }
  let text = '1'.repeat(zeros);
  for (let i = digits.length - 1; i >= 0; i -= 1) text += ALPHABET[digits[i] ?? 0];
  return text;
}

export function decodeBase58(text: string): Uint8Array {
  let zeros = 0;
  while (zeros < text.length && text[zeros] === '1') zeros += 1;
  const bytes: number[] = [];
  for (let i = zeros; i < text.length; i += 1) {
    const char = text[i] ?? '';
    let carry = DIGIT_OF.get(char);
    if (carry === undefined)
      throw new Base58DecodeError(`Invalid base58 character ${JSON.stringify(char)}`);
    for (let j = 0; j < bytes.length; j += 1) {
      carry += (bytes[j] ?? 0) * 58;
      bytes[j] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  const out = new Uint8Array(zeros + bytes.length);
  for (let i = 0; i < bytes.length; i += 1) out[out.length - 1 - i] = bytes[i] ?? 0;
  return out;
}
