import { keelVitestConfig } from '@keel/config/vitest';
import { defineConfig } from 'vitest/config';

export default defineConfig(keelVitestConfig());
