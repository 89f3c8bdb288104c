/** One wallet of the sandbox control's `GET /wallets`. */
export interface SandboxWalletKey {
  role: string;
  publicKey: string;
  /** The 64-byte secret key as numbers. */
  secretKey: number[];
}

/**
 * The wallet-list name of each sandbox wallet: the ordinary one first, then the flagged one, then
 * the owner of the sandbox's managed lending market.
 */
export const SANDBOX_WALLET_NAMES: Readonly<Record<string, string>> = {
  ordinary: 'Sandbox Wallet',
  flagged: 'Sandbox Wallet (flagged)',
  manager: 'Sandbox Wallet (manager)',
};

function isByteList(value: unknown): value is number[] {
  return (
    Array.isArray(value) &&
    value.length === 64 &&
    value.every((n) => Number.isInteger(n) && n >= 0 && n <= 255)
  );
}

/** Reads `{ wallets: [...] }`; malformed entries are skipped, a malformed body gives none. */
export function parseSandboxWallets(body: unknown): SandboxWalletKey[] {
  if (typeof body !== 'object' || body === null) return [];
  const wallets = (body as { wallets?: unknown }).wallets;
  if (!Array.isArray(wallets)) return [];
  return wallets.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { role, publicKey, secretKey } = entry as Record<string, unknown>;
    if (typeof role !== 'string' || typeof publicKey !== 'string' || !isByteList(secretKey))
      return [];
    return [{ role, publicKey, secretKey }];
  });
}

/**
 * The sandbox's funded keypairs, read from its control port. Offline or unreachable gives an
 * empty list: the sandbox entries are then simply not offered.
 */
export async function fetchSandboxWallets(
  controlUrl: string,
  fetchImpl: typeof fetch = fetch,
): Promise<SandboxWalletKey[]> {
  try {
    const response = await fetchImpl(`${controlUrl.replace(/\/+$/, '')}/wallets`);
    if (!response.ok) return [];
    return parseSandboxWallets(await response.json());
  } catch {
    return [];
  }
}
