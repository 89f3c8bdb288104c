const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const DIGIT = new Map([...ALPHABET].map((char, index) => [char, index]));

/** Decoded byte length of a base58 string, or null if it is not base58. */
export function base58ByteLength(value: string): number | null {
  if (value.length === 0) return null;
  let leadingZeros = 0;
  while (leadingZeros < value.length && value[leadingZeros] === '1') leadingZeros++;
  let number = 0n;
  for (const char of value) {
    const digit = DIGIT.get(char);
    if (digit === undefined) return null;
    number = number * 58n + BigInt(digit);
  }
  let bytes = 0;
  while (number > 0n) {
    number >>= 8n;
    bytes++;
  }
  return leadingZeros + bytes;
}

/** A Solana address: base58 text of exactly 32 bytes. */
export function isSolanaAddress(value: string): boolean {
  return value.length >= 32 && value.length <= 44 && base58ByteLength(value) === 32;
}
