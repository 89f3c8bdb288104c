import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the package's `src` folder. */
export const sourceRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

function collect(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return collect(path);
    return name.endsWith('.css') ? [path] : [];
  });
}

/** Every stylesheet under `src`, as absolute paths. */
export function cssSourceFiles(): string[] {
  return collect(sourceRoot).sort();
}

/** Text of a stylesheet given relative to `src`, e.g. 'styles/tokens.css'. */
export function readCssSource(relativePath: string): string {
  return readFileSync(join(sourceRoot, relativePath), 'utf8');
}
