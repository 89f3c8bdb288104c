import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

/** One JavaScript file the page downloaded, with its size once gzipped. */
export interface FetchedScript {
  url: string;
  gzipBytes: number;
  /** Whether it is web3.js (its bundle always carries the vote program's id, which nothing else here uses). */
  isWeb3: boolean;
}

const WEB3_MARKER = 'Vote111111111111111111111111111111111111111';

function isScript(response: Response): boolean {
  // Module preloads are not always typed 'script' by the browser; their content type tells.
  if (response.request().resourceType() === 'script') return true;
  return /javascript/.test(response.headers()['content-type'] ?? '');
}

/**
 * Records every JavaScript response of a page: the bodies are gzipped here (default level), so
 * the figure does not depend on whether the server compresses.
 */
export function recordFetchedScripts(page: Page) {
  const scripts = new Map<string, Promise<FetchedScript | null>>();
  let lastScriptAt = Date.now();
  page.on('response', (response) => {
    if (!isScript(response) || scripts.has(response.url())) return;
    lastScriptAt = Date.now();
    scripts.set(
      response.url(),
      response.body().then(
        (body) => ({
          url: response.url(),
          gzipBytes: gzipSync(body).length,
          isWeb3: body.includes(WEB3_MARKER),
        }),
        () => null,
      ),
    );
  });
  return {
    /** Waits until no script arrived for `quietMs` (at most `maxMs`). */
    async settle(quietMs = 1_000, maxMs = 10_000) {
      const start = Date.now();
      while (Date.now() - start < maxMs && Date.now() - lastScriptAt < quietMs)
        await page.waitForTimeout(100);
    },
    async list(): Promise<FetchedScript[]> {
      const all = await Promise.all(scripts.values());
      return all.filter((script): script is FetchedScript => script !== null);
    },
  };
}
