/** Explorers whose name is not their domain's first word. */
const KNOWN_EXPLORERS: Readonly<Record<string, string>> = {
  'solscan.io': 'Solscan',
  'explorer.solana.com': 'Solana Explorer',
  'solana.fm': 'SolanaFM',
  'solanabeach.io': 'Solana Beach',
  'xray.helius.xyz': 'XRAY',
  'orb.helius.dev': 'Orb',
};

/**
 * The name a user knows the configured block explorer by, for link texts ('View on Solscan'):
 * a known explorer's own name, else its domain's name capitalised; undefined without a valid host.
 */
export function explorerName(host: string | undefined): string | undefined {
  if (!host) return undefined;
  let hostname: string;
  try {
    hostname = new URL(host).hostname.replace(/^www\./, '');
  } catch {
    return undefined;
  }
  const known = KNOWN_EXPLORERS[hostname];
  if (known) return known;
  const labels = hostname.split('.');
  const name = labels.length > 1 ? labels[labels.length - 2] : labels[0];
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : undefined;
}
