import { keelVitestConfig } from '@keel/config/vitest';
import { defineConfig } from 'vitest/config';

const base = keelVitestConfig();

export default defineConfig({ ...base, test: { ...base.test, include: ['unit/**/*.test.ts'] } });
