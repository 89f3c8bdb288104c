import react from '@vitejs/plugin-react';
import { buildTarget } from './app-vite-plugins.js';
import { reactRouterProduction } from './router-production.js';
import { keelResolveConditions } from './vite.base.js';

/**
 * The Vite config every app uses: React, workspace packages from source, react-router's
 * production build, a manifest for the bundle budget, and the app's fixed port for both dev and
 * preview. A build targets what VITE_KEEL_ENVIRONMENT names (`--mode sandbox` for the local
 * sandbox; see build-target.js), carries a content security policy for those hosts, leaves its
 * sandbox-only modules out unless it targets the sandbox, and serves no source maps.
 * @param {{ port: number }} options
 * @returns {import('vite').UserConfig}
 */
export function keelAppViteConfig({ port }) {
  return {
    plugins: [react(), reactRouterProduction(), ...buildTarget()],
    resolve: { conditions: keelResolveConditions },
    server: { host: '127.0.0.1', port, strictPort: true },
    preview: { host: '127.0.0.1', port, strictPort: true },
    build: {
      manifest: true,
      // Only for an error reporter, and then aside (the build-target plugin).
      sourcemap: false,
      target: 'es2022',
      chunkSizeWarningLimit: 1024,
      modulePreload: false,
    },
  };
}
