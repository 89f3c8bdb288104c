import { appConfig as manager } from '@keel/app-manager/config';
import { appConfig as v1 } from '@keel/app-v1/config';
import { appConfig as v3 } from '@keel/app-v3/config';
import { brand } from '@keel/config/brand';
import type { AppConfig, FlagProfile, Flags } from '@keel/product';
import { resolveFlags } from '@keel/product';

export type AppUnderTest = Omit<AppConfig, 'brand' | 'flagProfile' | 'endpoints'> & {
  name: 'v1' | 'v3' | 'manager';
  port: number;
  baseURL: string;
};

function app(
  name: AppUnderTest['name'],
  port: number,
  config: Omit<AppConfig, 'brand' | 'flagProfile' | 'endpoints'>,
) {
  return { ...config, name, port, baseURL: `http://127.0.0.1:${port}` };
}

/** The three apps and the ports `npm start` and the browser tests serve them on. */
export const apps: readonly AppUnderTest[] = [
  app('v1', 5173, v1),
  app('v3', 5174, v3),
  app('manager', 5175, manager),
];

export const brandName = brand.name;

export function appFlags(target: AppUnderTest, profile: FlagProfile): Flags {
  return resolveFlags({ profile, appOverrides: target.flagDefaults });
}
