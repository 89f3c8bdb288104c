/**
 * react-router's package exports only its development build (warnings, dev-only checks). For
 * production bundles this plugin resolves `react-router` and `react-router/dom` to the build the
 * package ships beside it in `dist/production`: same API, less code and no dev checks at runtime.
 * Both entries move together, so the app never holds two copies of the router's contexts.
 * @returns {import('vite').Plugin}
 */
export function reactRouterProduction() {
  return {
    name: 'keel:react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && source !== 'react-router/dom') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      const production = resolved.id.replace('/dist/development/', '/dist/production/');
      if (production === resolved.id) {
        this.error(`react-router resolved outside dist/development: ${resolved.id}`);
      }
      return { ...resolved, id: production };
    },
  };
}
