import { allFlagsOn, type RouteDef } from '@keel/product';
import { type AppUnderTest, appFlags, brandName } from './apps';
import { sampleUrls } from './sampleUrls';

export interface Visit {
  url: string;
  title: string;
}

/**
 * One sample URL per screen and parameter set of every route the production flags enable, as the
 * routes spec visits them. An alias (`/multiply` beside `/lending/multiply`) renders the same
 * screen with the same parameters, so one of them is enough.
 */
export function screenVisits(target: AppUnderTest): Visit[] {
  const flags = appFlags(target, 'production');
  const literalPaths = new Set(target.routes.map((route) => route.path));
  const seen = new Set<string>();
  const visits: Visit[] = [];
  for (const route of target.routes.filter((r) => allFlagsOn(flags, r.flag))) {
    for (const url of sampleUrls(route)) {
      if (url !== route.path && literalPaths.has(url)) continue;
      const key = `${route.screen} ${parameterValues(route, url)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      visits.push({ url, title: route.title.replaceAll('{product}', brandName) });
    }
  }
  return visits;
}

function parameterValues(route: RouteDef, url: string): string {
  const literal = new Set(route.path.split('/').filter((s) => s && !s.startsWith(':')));
  return url
    .split('/')
    .filter((s) => s && !literal.has(s))
    .join('/');
}
