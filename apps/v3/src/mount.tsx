import { brand } from '@keel/config/brand';
import { endpointsFromEnv, mountApp } from '@keel/product';
import { appConfig } from './config';

/** Mounts the app into the container the shell painted. */
export function mount(root: HTMLElement) {
  return mountApp(root, {
    ...appConfig,
    brand,
    endpoints: endpointsFromEnv(import.meta.env),
    flagProfile: import.meta.env.PROD ? 'production' : 'development',
  });
}
