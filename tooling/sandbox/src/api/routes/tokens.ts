import { sig } from '../data/decimal';
import { DAY_MS, MINUTE_MS } from '../data/time';
import { badRequest, HttpError, notFound } from '../http/http-error';
import { checkEnv, enumParam, intParam, isAddress } from '../http/params';
import type { ApiRequest } from '../http/router';
import { rangeParams, seriesTimes } from './ranges';
import type { RouteModule } from './route-context';

const MAX_BATCH = 100;

/** Swap token catalogue and price history. */
export const tokenRoutes: RouteModule = ({ data, slug }) => {
  const page = (request: ApiRequest) => ({
    limit: intParam(request.query, 'limit', { min: 1, max: 1000, fallback: 1000 }),
    offset: intParam(request.query, 'offset', { min: 0, max: 1_000_000, fallback: 0 }),
  });
  return [
    {
      method: 'GET',
      path: `/${slug}-swap/tokens`,
      handle: (request) => {
        const { limit, offset } = page(request);
        return {
          json: data()
            .tokens()
            .all.slice(offset, offset + limit),
        };
      },
    },
    {
      method: 'GET',
      path: `/${slug}-swap/tokens/verified`,
      handle: (request) => {
        const { limit, offset } = page(request);
        const verified = data()
          .tokens()
          .all.filter((token) => token.verified);
        return { json: verified.slice(offset, offset + limit) };
      },
    },
    {
      method: 'GET',
      path: `/${slug}-swap/tokens/search`,
      handle: ({ query }) => {
        const text = query.get('query');
        if (text === null || text.trim() === '') throw badRequest('query is required');
        return { json: data().tokens().search(text) };
      },
    },
    {
      method: 'GET',
      path: `/${slug}-swap/tokens/batch`,
      handle: ({ query }) => {
        const mints = (query.get('mints') ?? '')
          .split(',')
          .map((mint) => mint.trim())
          .filter((mint) => mint !== '');
        if (mints.length === 0) throw badRequest('mints is required');
        if (mints.length > MAX_BATCH) throw badRequest(`At most ${MAX_BATCH} mints per request`);
        const invalid = mints.find((mint) => !isAddress(mint));
        if (invalid) throw badRequest(`Invalid mint: ${invalid}`);
        const wanted = new Set(mints);
        // Like the real route, answers by volume rather than in request order.
        return {
          json: data()
            .tokens()
            .all.filter((token) => wanted.has(token.mint)),
        };
      },
    },
    {
      method: 'GET',
      path: `/${slug}-swap/tokens/{mint}/metadata`,
      handle: ({ params }) => {
        const token = data()
          .tokens()
          .get(params.mint ?? '');
        if (!token) throw notFound('Token');
        return { json: token };
      },
    },
    {
      method: 'GET',
      path: '/prices/history',
      handle: ({ query }) => {
        checkEnv(query);
        const dataset = data();
        const tokenText = query.get('token');
        if (!tokenText) throw badRequest('token is required');
        const prices = dataset.prices();
        const token = prices.find(tokenText);
        // Share tokens are priced too: a strategy's by its share price, an earn vault's by the
        // value of one share.
        const share = token ? undefined : dataset.strategies().byShareMint(tokenText);
        const vault = token || share ? undefined : dataset.earn().bySharesMint(tokenText);
        if (!token && !share && !vault) {
          throw new HttpError(404, `No price history for ${tokenText}`);
        }
        const type = enumParam(query, 'type', ['spot', 'TWAP']) ?? 'spot';
        const { anchor, historyStart } = dataset.ctx;
        const range = rangeParams(query, {
          start: anchor - DAY_MS,
          end: anchor,
          floor: historyStart,
        });
        const frequency = enumParam(query, 'frequency', ['minute', 'hour', 'day']) ?? 'minute';
        const { times } = seriesTimes(new URLSearchParams({ frequency }), range, [
          'minute',
          'hour',
          'day',
        ]);
        const spotAt = (time: number) =>
          token
            ? prices.priceAt(token, time)
            : share
              ? dataset.strategies().sharePriceAt(share, time)
              : dataset.earn().unitPrice(vault!, time).usd;
        const priceAt = (time: number) =>
          type === 'spot'
            ? spotAt(time)
            : // TWAP: the mean of four spot samples over the preceding hour.
              [0, 15, 30, 45]
                .map((minutes) => spotAt(time - minutes * MINUTE_MS))
                .reduce((total, price) => total.plus(price))
                .div(4);
        return { json: times.map((time) => [sig(priceAt(time)), time / 1000]) };
      },
    },
  ];
};
