// Ed25519 field and curve constants (RFC 8032 §5.1).
const P = 2n ** 255n - 19n;
const D = 37095705934669439343138083508754565189542113879843219016388785533085940283555n;

function mod(value: bigint): bigint {
  const r = value % P;
  return r >= 0n ? r : r + P;
}

function pow(base: bigint, exponent: bigint): bigint {
  let result = 1n;
  let b = mod(base);
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % P;
    b = (b * b) % P;
    e >>= 1n;
  }
  return result;
}

/**
 * Whether 32 bytes decode to a point of the ed25519 curve, with the rules web3.js applies
 * through @noble/curves (`ExtendedPoint.fromHex`, not ZIP-215): y must be below p, x² =
 * (y² − 1) / (d·y² + 1) must be a square, and x = 0 must not carry the sign bit. A program
 * address is a seed hash that is *not* on the curve.
 */
export function isOnCurve(bytes: Uint8Array): boolean {
  if (bytes.length !== 32) return false;
  const signBit = ((bytes[31] as number) & 0x80) !== 0;
  let y = 0n;
  for (let i = 31; i >= 0; i -= 1)
    y = (y << 8n) | BigInt(i === 31 ? (bytes[i] as number) & 0x7f : (bytes[i] as number));
  if (y >= P) return false;
  const y2 = (y * y) % P;
  const u = mod(y2 - 1n);
  const v = mod(D * y2 + 1n);
  if (u === 0n) return !signBit; // x = 0
  // Euler's criterion on u/v: a square iff (u·v^(p−2))^((p−1)/2) = 1.
  const ratio = (u * pow(v, P - 2n)) % P;
  return pow(ratio, (P - 1n) / 2n) === 1n;
}
