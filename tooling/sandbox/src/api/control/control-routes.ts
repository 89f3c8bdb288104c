import { NOTIFICATION_TYPES, type NotificationType } from '../data/notifications';
import { badRequest, HttpError } from '../http/http-error';
import { parseTime, requireAddress } from '../http/params';
import type { RouteDefinition } from '../http/router';
import type { RouteContext } from '../routes/route-context';
import { DEFAULT_GEO, type GeoAnswer } from './control-state';
import { parseFaultSpec } from './faults';

/** Control endpoints live under this prefix on the API's own port; faults never touch them. */
export const CONTROL_PREFIX = '/__control';

function object(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badRequest('Expected a JSON object');
  return body as Record<string, unknown>;
}

function text(input: Record<string, unknown>, name: string, fallback?: string): string {
  const value = input[name] ?? fallback;
  if (typeof value !== 'string') throw badRequest(`${name} must be a string`);
  return value;
}

/** Test controls: geo answer, maintenance, faults, screening records, notifications, reset. */
export function controlRoutes(context: RouteContext): RouteDefinition[] {
  const { control, data, now, resetData } = context;
  const state = () => ({
    geo: control.geo,
    maintenance: control.maintenance,
    faults: control.faults.list(),
    anchor: new Date(data().ctx.anchor).toISOString(),
    seed: data().world.seed,
  });
  return [
    { method: 'GET', path: `${CONTROL_PREFIX}/state`, handle: () => ({ json: state() }) },
    {
      method: 'PUT',
      path: `${CONTROL_PREFIX}/geo`,
      handle: ({ body }) => {
        const input = object(body);
        const geo: GeoAnswer = {
          status: text(input, 'status', 'success'),
          country: text(input, 'country', ''),
          countryCode: text(input, 'countryCode', ''),
          region: text(input, 'region', ''),
        };
        control.geo = geo;
        return { json: geo };
      },
    },
    {
      method: 'DELETE',
      path: `${CONTROL_PREFIX}/geo`,
      handle: () => {
        control.geo = { ...DEFAULT_GEO };
        return { json: control.geo };
      },
    },
    {
      method: 'PUT',
      path: `${CONTROL_PREFIX}/maintenance`,
      handle: ({ body }) => {
        const { api } = object(body);
        if (typeof api !== 'boolean') throw badRequest('api must be a boolean');
        control.maintenance = { api };
        return { json: { maintenance: control.maintenance } };
      },
    },
    {
      method: 'GET',
      path: `${CONTROL_PREFIX}/faults`,
      handle: () => ({ json: { faults: control.faults.list() } }),
    },
    {
      method: 'POST',
      path: `${CONTROL_PREFIX}/faults`,
      handle: ({ body }) => ({ status: 201, json: control.faults.add(parseFaultSpec(body)) }),
    },
    {
      method: 'DELETE',
      path: `${CONTROL_PREFIX}/faults`,
      handle: () => {
        control.faults.clear();
        return { json: { faults: [] } };
      },
    },
    {
      // One fault by id, so tests running side by side clear only their own.
      method: 'DELETE',
      path: `${CONTROL_PREFIX}/faults/{id}`,
      handle: ({ params }) => {
        const id = Number(params.id);
        if (!Number.isInteger(id) || id < 1) throw badRequest('id must be a fault id');
        return { json: { removed: control.faults.remove(id) } };
      },
    },
    {
      method: 'PUT',
      path: `${CONTROL_PREFIX}/users/{wallet}/metadata`,
      handle: ({ params, body }) => {
        const wallet = requireAddress(params.wallet ?? '', 'wallet');
        const input = object(body);
        const { hasRisk, lastScreened } = input;
        if (typeof hasRisk !== 'boolean') throw badRequest('hasRisk must be a boolean');
        let screened: number | null;
        if (lastScreened === null) screened = null;
        else if (lastScreened === undefined) screened = now();
        else if (typeof lastScreened === 'string' || typeof lastScreened === 'number')
          screened = parseTime(String(lastScreened), 'lastScreened');
        else throw badRequest('lastScreened must be a time or null');
        const record = { hasRisk, lastScreened: screened };
        data().accounts.screening.set(wallet, record);
        data().accounts.riskVerdicts.set(wallet, hasRisk);
        return { json: record };
      },
    },
    {
      method: 'DELETE',
      path: `${CONTROL_PREFIX}/users/{wallet}/metadata`,
      handle: ({ params }) => {
        const wallet = requireAddress(params.wallet ?? '', 'wallet');
        if (!data().accounts.screening.delete(wallet)) throw new HttpError(404, 'User not found');
        return { json: { deleted: wallet } };
      },
    },
    {
      method: 'POST',
      path: `${CONTROL_PREFIX}/notifications/{wallet}`,
      handle: ({ params, body }) => {
        const wallet = requireAddress(params.wallet ?? '', 'wallet');
        const input = object(body);
        const type = text(input, 'type', 'public-notifications');
        if (!(NOTIFICATION_TYPES as readonly string[]).includes(type))
          throw badRequest(`type must be one of ${NOTIFICATION_TYPES.join(', ')}`);
        const actions = input.actions ?? [];
        if (
          !Array.isArray(actions) ||
          !actions.every(
            (a) =>
              typeof a === 'object' &&
              a !== null &&
              typeof a.label === 'string' &&
              typeof a.url === 'string',
          )
        )
          throw badRequest('actions must be a list of { label, url }');
        const message = {
          time:
            input.timestamp === undefined ? now() : parseTime(String(input.timestamp), 'timestamp'),
          type: type as NotificationType,
          title: text(input, 'title'),
          text: text(input, 'text'),
          actions: actions.map((a: { label: string; url: string }) => ({
            label: a.label,
            url: a.url,
          })),
        };
        const store = data().accounts.pushedNotifications;
        store.set(wallet, [...(store.get(wallet) ?? []), message]);
        return { status: 201, json: { wallet, pushed: store.get(wallet)?.length ?? 0 } };
      },
    },
    {
      method: 'POST',
      path: `${CONTROL_PREFIX}/reset`,
      handle: () => {
        control.reset();
        // A fresh dataset: anchored now, with the seeded screening records and referral codes.
        resetData();
        return { json: state() };
      },
    },
  ];
}
