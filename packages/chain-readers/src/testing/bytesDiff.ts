/** Offset of the first differing byte, or -1 when equal (a readable failure for big buffers). */
export function firstDifference(a: Uint8Array, b: Uint8Array): number {
  const length = Math.min(a.byteLength, b.byteLength);
  for (let i = 0; i < length; i += 1) {
    if (a[i] !== b[i]) return i;
  }
  return a.byteLength === b.byteLength ? -1 : length;
}
