export type BannerName = 'swap' | 'maintenance' | 'restrictedRegion' | 'eu' | 'uk' | 'withdrawOnly';

/** Each banner stores its dismissal under its own key (O§2.8). */
export function bannerDismissalKey(prefix: string, name: BannerName): string {
  return `${prefix}.banner.${name}.dismissed`;
}
