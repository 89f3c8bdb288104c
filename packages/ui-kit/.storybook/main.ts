import { keelResolveConditions } from '@keel/config/vite';
import { defineMain } from '@storybook/react-vite/node';

/** Conditions first from the workspace (source before dist), then any Storybook already set. */
function withSourceConditions(existing: readonly string[] = []): string[] {
  return [...new Set([...keelResolveConditions, ...existing])];
}

export default defineMain({
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  addons: [],
  // Nothing phones home: the build must work offline.
  core: {
    disableTelemetry: true,
    disableProjectJson: true,
    disableWhatsNewNotifications: true,
    enableCrashReports: false,
  },
  viteFinal: (config) => ({
    ...config,
    resolve: {
      ...config.resolve,
      conditions: withSourceConditions(config.resolve?.conditions),
    },
    // Storybook's own preview runtime is one large chunk; that is expected, not a warning.
    build: { ...config.build, chunkSizeWarningLimit: 2000 },
  }),
});
