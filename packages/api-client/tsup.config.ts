import { keelTsupConfig } from '@keel/config/tsup';
import { defineConfig } from 'tsup';

export default defineConfig(
  keelTsupConfig({ entry: { index: 'src/index.ts', 'react/index': 'src/react/index.ts' } }),
);
