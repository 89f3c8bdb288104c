/** External addresses the product links to; all optional so a brand can omit any of them. */
export interface BrandLinks {
  documentation?: string;
  blog?: string;
  riskDashboard?: string;
  litepaper?: string;
  codeRepository?: string;
  audits?: string;
  forum?: string;
  discord?: string;
  twitter?: string;
  reddit?: string;
  telegram?: string;
  github?: string;
  insurance?: string;
  support?: string;
  communityChat?: string;
  externalTerms?: string;
  firstVersionApp?: string;
  explorer?: string;
}

/**
 * Everything that names the product. No component spells the product name: it comes from here,
 * so the whole product can be re-branded in one file.
 */
export interface Brand {
  /** Product name as users read it, e.g. in '{product} positions'. */
  name: string;
  /** Legal name of the operator used in the terms. */
  operatorName: string;
  /** Symbol of the native token (staking, governance, overflow menu label). */
  nativeTokenSymbol: string;
  /** Path slug of the product API, as in `/{slug}-market`. */
  apiSlug: string;
  /** Prefix of every local-storage key, so products sharing an origin never collide. */
  storageKeyPrefix: string;
  /** Short description used as the default meta description. */
  tagline: string;
  links: BrandLinks;
}
