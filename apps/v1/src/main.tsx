import '@keel/ui-kit/styles.css';
import '@keel/product/styles.css';
import { brand } from '@keel/config/brand';
import { endpointsFromEnv, mountApp } from '@keel/product';
import { appConfig } from './config';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');

mountApp(root, {
  ...appConfig,
  brand,
  endpoints: endpointsFromEnv(import.meta.env),
  flagProfile: import.meta.env.PROD ? 'production' : 'development',
});
