import type { EarnVault, ResourcesSection } from '@keel/api-client';
import { shortenAddress } from '@keel/core-math';

/** Who runs an earn vault, as its page and the curator page show it. */
export interface EarnCurator {
  /** The URL name (`/lending/earn/curator/{managerName}`). */
  managerName: string;
  name: string;
  description: string;
  logoUrl: string | undefined;
  siteUrl: string | undefined;
  /** The admin authority's address of a curator known only by it; undefined for a listed one. */
  address?: string;
}

/** A display name as a URL name: lower case, words joined by dashes. */
export function curatorSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64);
}

/**
 * Each vault's curator: the resources' risk manager listed under the vault address, or, when none
 * is listed, the vault's admin authority (named by its shortened address).
 */
export function vaultCurators(
  vaults: readonly EarnVault[],
  resources: ResourcesSection | undefined,
): ReadonlyMap<string, EarnCurator> {
  const curators = new Map<string, EarnCurator>();
  for (const vault of vaults) {
    const listed = resources?.riskManagers[vault.address]?.[0];
    const slug = listed ? curatorSlug(listed.name) : '';
    if (listed && slug) {
      curators.set(vault.address, {
        managerName: slug,
        name: listed.name,
        description: listed.description,
        logoUrl: listed.logoURL,
        siteUrl: listed.siteURL,
      });
      continue;
    }
    const admin = vault.state.vaultAdminAuthority;
    if (!admin) continue;
    curators.set(vault.address, {
      managerName: admin,
      name: shortenAddress(admin),
      description: '',
      logoUrl: undefined,
      siteUrl: undefined,
      address: admin,
    });
  }
  return curators;
}
