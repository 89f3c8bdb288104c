import react from '@vitejs/plugin-react';
import { reactRouterProduction } from './router-production.js';
import { keelResolveConditions } from './vite.base.js';

/**
 * The Vite config every app uses: React, workspace packages from source, react-router's
 * production build, a manifest for the bundle budget, and the app's fixed port for both dev and
 * preview.
 * @param {{ port: number }} options
 * @returns {import('vite').UserConfig}
 */
export function keelAppViteConfig({ port }) {
  return {
    plugins: [react(), reactRouterProduction()],
    resolve: { conditions: keelResolveConditions },
    server: { host: '127.0.0.1', port, strictPort: true },
    preview: { host: '127.0.0.1', port, strictPort: true },
    build: {
      manifest: true,
      sourcemap: true,
      target: 'es2022',
      chunkSizeWarningLimit: 1024,
      modulePreload: false,
    },
  };
}
