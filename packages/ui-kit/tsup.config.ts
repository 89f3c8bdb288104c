import { keelTsupConfig } from '@keel/config/tsup';
import { defineConfig } from 'tsup';

// The stylesheet is a second entry: esbuild inlines its @imports into dist/styles.css.
export default defineConfig(
  keelTsupConfig({
    entry: { index: 'src/index.ts', styles: 'src/styles/index.css' },
    dts: { entry: { index: 'src/index.ts' } },
  }),
);
