import { keelTsupConfig } from '@keel/config/tsup';
import { defineConfig } from 'tsup';

export default defineConfig(keelTsupConfig());
