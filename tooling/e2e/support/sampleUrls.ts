import type { ParamKind, RouteDef } from '@keel/product';

/** Valid sample values per parameter kind, so every route can be visited. */
const SAMPLE_VALUES: Record<ParamKind, (name: string) => string> = {
  address: () => 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  strategyPair: () => 'SOL-USDC-orca',
  marketSlug: () => 'main',
  symbol: (name) => (name === 'quote' ? 'USDC' : 'SOL'),
  longOrShort: () => 'long',
  slug: (name) => (name === 'mode' ? 'limit' : name === 'pairId' ? 'SOL-USDC' : 'sample-curator'),
};

/**
 * Concrete URLs for a route path: required parameters get a valid sample; each optional parameter
 * adds one more form, so '/swap/:mode?/:pairId?' gives '/swap', '/swap/limit', '/swap/limit/SOL-USDC'.
 */
export function sampleUrls(route: RouteDef): string[] {
  const urls = [''];
  for (const segment of route.path.split('/').filter(Boolean)) {
    const last = urls[urls.length - 1] ?? '';
    if (!segment.startsWith(':')) {
      urls[urls.length - 1] = `${last}/${segment}`;
      continue;
    }
    const optional = segment.endsWith('?');
    const name = segment.slice(1, optional ? -1 : undefined);
    const value = SAMPLE_VALUES[route.params?.[name] ?? 'slug'](name);
    if (optional) urls.push(`${last}/${value}`);
    else urls[urls.length - 1] = `${last}/${value}`;
  }
  return urls.map((url) => url || '/');
}
