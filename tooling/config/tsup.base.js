/**
 * tsup settings shared by every published package: ESM + declarations, dependencies external.
 * @param {import('tsup').Options} [overrides]
 * @returns {import('tsup').Options}
 */
export function keelTsupConfig(overrides = {}) {
  return {
    entry: ['src/index.ts'],
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    treeshake: true,
    ...overrides,
  };
}
