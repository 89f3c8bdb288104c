import { entityKey } from '../data/context';
import { tokenLogoSvg } from '../data/token-catalogue';
import { notFound } from '../http/http-error';
import type { RouteModule } from './route-context';

/** Where the CDN files are served on the sandbox API's origin. */
export const CDN_PREFIX = '/cdn';
export const GEO_PATH = '/geo';

/** The staging lending program: the sandbox lists the same markets under it. */
const STAGING_LENDING_PROGRAM_ID = 'SLendK7ySfcEzyaFqy93gDnD3RtrpXJcnRwb6zFHJSh';

/** CDN files (lending config, resources.json, status.json, token logos) and the geo lookup. */
export const cdnRoutes: RouteModule = ({ data, control, slug }) => {
  const lendConfig = () => {
    const dataset = data();
    const markets = dataset.lending().marketConfigs();
    return {
      json: { [dataset.world.programs.lending]: markets, [STAGING_LENDING_PROGRAM_ID]: markets },
    };
  };
  return [
    { method: 'GET', path: `${CDN_PREFIX}/${slug}_lend_config_v3.json`, handle: lendConfig },
    { method: 'GET', path: `${CDN_PREFIX}/${slug}_lend_config_v2.json`, handle: lendConfig },
    {
      method: 'GET',
      path: `${CDN_PREFIX}/resources.json`,
      handle: () => ({ json: data().resources() }),
    },
    {
      method: 'GET',
      path: `${CDN_PREFIX}/status.json`,
      handle: () => ({ json: { maintenance: { ...control.maintenance } } }),
    },
    {
      method: 'GET',
      path: `${CDN_PREFIX}/token-logos/{file}`,
      handle: ({ params }) => {
        const dataset = data();
        const mint = (params.file ?? '').replace(/\.svg$/, '');
        const token = dataset.tokens().get(mint);
        if (!token) throw notFound('Logo');
        return {
          text: tokenLogoSvg(token.symbol, entityKey(dataset.ctx, `logo:${mint}`)),
          contentType: 'image/svg+xml',
          headers: { 'cache-control': 'public, max-age=86400' },
        };
      },
    },
    { method: 'GET', path: GEO_PATH, handle: () => ({ json: { ...control.geo } }) },
  ];
};
