import type { NavConfig } from '@keel/product';

/** Manager navigation (O§2.5): no overflow menu. */
export const nav: NavConfig = {
  items: [
    {
      label: 'Markets',
      to: '/',
      activePatterns: ['/', '/manage-markets', '/manage-markets/:marketAddress'],
    },
    {
      label: 'Lending Vaults',
      to: '/manage-vaults',
      activePatterns: ['/manage-vaults', '/manage-vaults/:vaultAddress'],
    },
  ],
};
