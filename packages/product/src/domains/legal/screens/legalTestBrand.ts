import type { Brand } from '../../../brand/brand';

/** A brand no real deployment uses, so any leaked product name shows up in the tests. */
export const acmeBrand: Brand = {
  name: 'Acme',
  operatorName: 'Acme Labs Ltd.',
  nativeTokenSymbol: 'ACM',
  apiSlug: 'acme',
  storageKeyPrefix: 'acme',
  tagline: 'Acme test brand',
  links: {
    support: 'https://support.acme.example/help',
    communityChat: 'https://chat.acme.example/invite',
  },
};

export const zephyrBrand: Brand = {
  name: 'Zephyr',
  operatorName: 'Zephyr Foundation',
  nativeTokenSymbol: 'ZPH',
  apiSlug: 'zephyr',
  storageKeyPrefix: 'zephyr',
  tagline: 'Zephyr test brand',
  links: {},
};

/** Product names that must never appear in the legal text, whatever the brand. */
export const FOREIGN_PRODUCT_NAMES = ['Kamino', 'KMNO', 'Keel'] as const;
