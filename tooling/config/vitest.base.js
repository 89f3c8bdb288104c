import { defaultClientConditions, defaultServerConditions } from 'vite';
import { SOURCE_CONDITION } from './source-condition.js';

/**
 * Vitest settings shared by every package: source condition, environment, test file globs.
 * @param {{ environment?: 'dom' | 'node' }} [options]
 */
export function keelVitestConfig(options = {}) {
  const dom = options.environment === 'dom';
  return {
    resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
    ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
    test: {
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      environment: dom ? 'jsdom' : 'node',
      setupFiles: [
        '@keel/config/vitest-setup-addresses',
        ...(dom ? ['@keel/config/vitest-setup-dom'] : []),
      ],
      css: false,
      // Property tests decode thousands of accounts; a loaded 2-core CI machine needs headroom.
      testTimeout: 30_000,
      maxWorkers: 2,
      hookTimeout: 60_000,
    },
  };
}
