/**
 * A neutral round icon with the wallet's initial, as an SVG data URI: suggested wallets that are
 * not installed have no adapter to take an icon from, and nothing is fetched from the network.
 */
export function monogramIcon(name: string): string {
  const initial = (name.trim()[0] ?? '?').toUpperCase();
  const escaped = initial.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">' +
    '<circle cx="16" cy="16" r="16" fill="#283246"/>' +
    '<text x="16" y="21" text-anchor="middle" font-family="system-ui, sans-serif" ' +
    `font-size="15" font-weight="600" fill="#eef1f7">${escaped}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
