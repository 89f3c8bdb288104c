/**
 * Shortens an address to its first and last `chars` characters joined by an ellipsis
 * ('7xKX…gAsU'). Strings too short to gain from it are returned unchanged.
 */
export function shortenAddress(address: string, chars = 4): string {
  if (address.length <= chars * 2 + 1) return address;
  return `${address.slice(0, chars)}…${address.slice(-chars)}`;
}
