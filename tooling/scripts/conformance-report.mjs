// Which conformance suites ran in this `npm test`: each package's tests record every reference
// lookup in `<package>/.conformance/report.jsonl` (@keel/config/reference); this prints them.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CONFORMANCE_REPORT_FOLDER } from '../config/reference.js';
import { repoRoot } from './pnpm.mjs';

const WORKSPACE_FOLDERS = ['apps', 'packages', 'tooling'];

function reportFolders() {
  return WORKSPACE_FOLDERS.flatMap((group) => {
    const groupFolder = join(repoRoot, group);
    if (!existsSync(groupFolder)) return [];
    return readdirSync(groupFolder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(groupFolder, entry.name, CONFORMANCE_REPORT_FOLDER))
      .filter((folder) => existsSync(folder));
  });
}

/** Removes the last run's reports, so the summary speaks of this run only. */
export function clearConformanceReports() {
  for (const folder of reportFolders()) rmSync(folder, { recursive: true, force: true });
}

/** One line per suite and reference file: ran, skipped (with why) or failed. */
export function printConformanceReport() {
  const entries = new Map();
  for (const folder of reportFolders()) {
    const file = join(folder, 'report.jsonl');
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      try {
        const entry = JSON.parse(line);
        entries.set(`${entry.suite} · ${entry.file}`, entry);
      } catch {
        // A line cut short by a killed test process says nothing reliable.
      }
    }
  }
  console.log('\n[keel] conformance suites (reference material read at test time):');
  if (entries.size === 0) {
    console.log('[keel]   none recorded (no test task ran, or none asked for the reference)');
    return;
  }
  const sorted = [...entries.entries()].sort(([a], [b]) => a.localeCompare(b));
  for (const [name, entry] of sorted) {
    const why = entry.reason ? ` — ${entry.reason}` : '';
    console.log(`[keel]   ${entry.status.padEnd(7)} ${name}${why}`);
  }
  const counts = sorted.reduce((total, [, entry]) => {
    total[entry.status] = (total[entry.status] ?? 0) + 1;
    return total;
  }, {});
  const summary = Object.entries(counts)
    .map(([status, count]) => `${count} ${status}`)
    .join(', ');
  console.log(`[keel]   ${summary}`);
}
