import type { ParamKind, RouteDef } from '@keel/product';

/** A parameter's value for a URL: its name in the route path and its kind. */
type ParamValue = (name: string, kind: ParamKind) => string;

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
export function sampleUrls(
  route: RouteDef,
  value: ParamValue = (name, kind) => SAMPLE_VALUES[kind](name),
): string[] {
  const urls = [''];
  for (const segment of route.path.split('/').filter(Boolean)) {
    const last = urls[urls.length - 1] ?? '';
    if (!segment.startsWith(':')) {
      urls[urls.length - 1] = `${last}/${segment}`;
      continue;
    }
    const optional = segment.endsWith('?');
    const name = segment.slice(1, optional ? -1 : undefined);
    const filled = value(name, route.params?.[name] ?? 'slug');
    if (optional) urls.push(`${last}/${filled}`);
    else urls[urls.length - 1] = `${last}/${filled}`;
  }
  return urls.map((url) => url || '/');
}
