import { existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { loadEnv } from 'vite';
import { resolveBuildTarget } from './build-target.js';
import { contentSecurityPolicy, netlifyHeadersFile, policyMeta } from './csp.js';

/** Variables read when the build starts: the app's endpoints and the policy's extra hosts. */
const ENV_PREFIXES = ['VITE_KEEL_', 'KEEL_CSP_'];

/** @param {string | undefined} list a space- or comma-separated list of CSP sources */
function sourceList(list) {
  return (list ?? '').split(/[\s,]+/).filter(Boolean);
}

/**
 * @typedef {{
 *   target: import('./build-target.js').BuildTarget;
 *   policy: import('./csp.js').Policy;
 * }} Resolved
 */

/**
 * The build's target, resolved when Vite starts (in the `config` hook, not when the config file
 * is read, so tools that only read the config, such as knip, need no variables). The app reads
 * the resolved values as import.meta.env (`define`: the sandbox's hosts filled in for a sandbox
 * build), and the other plugins read the target and its policy. A preview serves a finished build
 * and resolves nothing.
 * @returns {import('vite').Plugin[]}
 */
export function buildTarget() {
  /** @type {Resolved | undefined} */
  let resolved;
  const get = () => resolved;
  return [
    {
      name: 'keel:build-target',
      config(config, { command, mode, isPreview }) {
        if (isPreview) return;
        const root = resolve(config.root ?? process.cwd());
        const env = loadEnv(mode, resolve(root, config.envDir || ''), ENV_PREFIXES);
        const target = resolveBuildTarget({ command, mode, env });
        const policy = contentSecurityPolicy(target, {
          extraConnectSources: sourceList(env.KEEL_CSP_CONNECT_SRC),
          extraImageSources: sourceList(env.KEEL_CSP_IMG_SRC),
        });
        resolved = { target, policy };
        return {
          define: Object.fromEntries(
            Object.entries(target.variables).map(([name, value]) => [
              `import.meta.env.${name}`,
              JSON.stringify(value),
            ]),
          ),
          // Maps only for the error reporter to upload, never beside the public chunks.
          build: { sourcemap: target.endpoints.errorReportingDsn ? 'hidden' : false },
        };
      },
      configResolved(config) {
        if (!resolved) return;
        const { target } = resolved;
        if (target.notice) config.logger.warn(`[keel] ${target.notice}`);
        else config.logger.info(`[keel] targets ${target.environment}`);
      },
    },
    sandboxSeams(get),
    contentSecurityPolicyPlugin(get),
    sourceMapsAside(get),
  ];
}

/** A sandbox-only module: `name.sandbox.ts`; its stand-in elsewhere is `name.absent.ts`. */
const SANDBOX_MODULE = /\.sandbox(\.tsx?)$/;
/** An import of one, written with or without its extension. */
const SANDBOX_SPECIFIER = /\.sandbox(\.tsx?)?$/;

/**
 * Outside a sandbox build every sandbox-only module resolves to its `.absent` sibling, so none of
 * its code (the sandbox wallets, the control endpoint) can reach the bundle, whatever the
 * minifier makes of the branches that would call it.
 * @param {() => Resolved | undefined} get
 * @returns {import('vite').Plugin}
 */
function sandboxSeams(get) {
  return {
    name: 'keel:sandbox-seams',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const target = get()?.target;
      if (!target || target.sandbox || !SANDBOX_SPECIFIER.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !SANDBOX_MODULE.test(resolved.id)) return resolved;
      const absent = resolved.id.replace(SANDBOX_MODULE, '.absent$1');
      if (!existsSync(absent)) {
        this.error(`${resolved.id} is sandbox-only but has no ${absent} to stand in for it`);
      }
      return { ...resolved, id: absent };
    },
  };
}

/**
 * The policy as a `<meta>` in index.html (first in the head, before anything it governs) and as
 * `_headers` (Netlify, Cloudflare Pages), which also carries what a meta cannot: frame-ancestors.
 * @param {() => Resolved | undefined} get
 * @returns {import('vite').Plugin}
 */
function contentSecurityPolicyPlugin(get) {
  return {
    name: 'keel:content-security-policy',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler() {
        const policy = get()?.policy;
        if (!policy) return [];
        return [
          {
            tag: 'meta',
            attrs: { 'http-equiv': 'Content-Security-Policy', content: policyMeta(policy) },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
    generateBundle() {
      const policy = get()?.policy;
      if (!policy) return;
      this.emitFile({ type: 'asset', fileName: '_headers', source: netlifyHeadersFile(policy) });
    },
  };
}

/** @param {string} folder */
function mapFiles(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.map'),
  );
}

/**
 * Moves the build's source maps from the public output to `<outDir>-sourcemaps/` (with the same
 * relative paths), for the error reporter's upload. The chunks carry no sourceMappingURL
 * (`build.sourcemap: 'hidden'`). Only with an error reporter: without one there are no maps.
 * @param {() => Resolved | undefined} get
 * @returns {import('vite').Plugin}
 */
function sourceMapsAside(get) {
  let outDir = '';
  return {
    name: 'keel:source-maps-aside',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      if (!get()?.target.endpoints.errorReportingDsn) return;
      const aside = `${outDir}-sourcemaps`;
      for (const file of mapFiles(outDir)) {
        const target = join(aside, file);
        mkdirSync(dirname(target), { recursive: true });
        renameSync(join(outDir, file), target);
      }
      this.info?.(`source maps in ${relative(process.cwd(), aside) || aside}`);
    },
  };
}
