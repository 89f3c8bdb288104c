import type { AppConfig } from '@keel/product';
import { flagDefaults } from './flags';
import { nav } from './nav';
import { routes } from './routes';

/** What makes this app this app; main.tsx adds the brand and the flag profile. */
export const appConfig = {
  generation: 'manager',
  routes,
  nav,
  flagDefaults,
  footer: 'v3',
} as const satisfies Omit<AppConfig, 'brand' | 'flagProfile' | 'endpoints'>;
