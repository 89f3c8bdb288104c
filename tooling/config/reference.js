import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The read-only reference material (published program IDLs and the like) that conformance suites
 * read at test time. The project never ships or copies it: a fresh clone on a user's machine has
 * none, and a suite that needs it is then skipped — except where the run demands it
 * (`KEEL_REQUIRE_REFERENCE=1`), where a missing file fails the suite instead.
 *
 * Every lookup is recorded (ran or skipped, with the reason) in `.conformance/report.jsonl` of the
 * package whose tests ask (a turbo output, so a cached run restores it); `npm test` prints them all,
 * so a log always says which suites ran.
 */

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..', '..');
/** Folder, inside each package, of its conformance report. */
export const CONFORMANCE_REPORT_FOLDER = '.conformance';

/** `KEEL_REFERENCE_DIR`, else the first `shared/reference` beside the repo or one of its ancestors. */
export function referenceFolder() {
  const override = process.env.KEEL_REFERENCE_DIR;
  if (override) return existsSync(override) ? override : null;
  let folder = repoRoot;
  for (;;) {
    const candidate = join(folder, '..', 'shared', 'reference');
    if (existsSync(candidate)) return resolve(candidate);
    const parent = dirname(folder);
    if (parent === folder) return null;
    folder = parent;
  }
}

export function referenceRequired() {
  return process.env.KEEL_REQUIRE_REFERENCE === '1';
}

/** @param {Record<string, string>} entry */
function record(entry) {
  try {
    const folder = join(process.cwd(), CONFORMANCE_REPORT_FOLDER);
    mkdirSync(folder, { recursive: true });
    appendFileSync(
      join(folder, 'report.jsonl'),
      `${JSON.stringify({ ...entry, at: new Date().toISOString() })}\n`,
    );
  } catch {
    // The report is a convenience for the log; a read-only checkout still runs the suite.
  }
}

/**
 * The absolute path of `relativePath` inside the reference folder, or null when it is absent.
 * `suite` names the conformance suite asking (it appears in the run's report). Throws when the
 * file is absent and the run requires the reference.
 * @param {string} suite
 * @param {string} relativePath
 * @returns {string | null}
 */
export function referencePath(suite, relativePath) {
  const folder = referenceFolder();
  const path = folder === null ? null : join(folder, relativePath);
  if (path !== null && existsSync(path)) {
    record({ suite, file: relativePath, status: 'ran' });
    return path;
  }
  const reason =
    folder === null
      ? 'reference folder not found (set KEEL_REFERENCE_DIR or provide ../shared/reference)'
      : `${relativePath} not found in ${folder}`;
  record({ suite, file: relativePath, status: referenceRequired() ? 'failed' : 'skipped', reason });
  if (referenceRequired()) {
    throw new Error(`[conformance] ${suite}: ${reason} (KEEL_REQUIRE_REFERENCE=1)`);
  }
  console.info(`[conformance] ${suite} skipped: ${reason}`);
  return null;
}

/**
 * `referencePath`, read and parsed as JSON; null when absent (and not required).
 * @param {string} suite
 * @param {string} relativePath
 */
export function referenceJson(suite, relativePath) {
  const path = referencePath(suite, relativePath);
  return path === null ? null : JSON.parse(readFileSync(path, 'utf8'));
}
