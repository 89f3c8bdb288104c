import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cssSourceFiles, readCssSource, sourceRoot } from '../testing/cssSources';

const tokensCss = readCssSource('styles/tokens.css');
const indexCss = readCssSource('styles/index.css');

function hexToken(name: string): string {
  const match = tokensCss.match(new RegExp(`--keel-${name}:\\s*(#[0-9a-fA-F]{6});`));
  if (!match?.[1]) throw new Error(`token --keel-${name} is not a 6-digit hex colour`);
  return match[1];
}

function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => {
    const value = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = channels;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [relativeLuminance(foreground), relativeLuminance(background)].sort(
    (a, b) => b - a,
  );
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const files = cssSourceFiles();

describe('stylesheets', () => {
  it('index.css imports every stylesheet of the package', () => {
    const imported = [...indexCss.matchAll(/@import "([^"]+)";/g)].map((match) =>
      resolve(sourceRoot, 'styles', match[1] ?? ''),
    );
    const expected = files.filter((file) => file !== join(sourceRoot, 'styles', 'index.css'));
    expect([...imported].sort()).toEqual(expected);
  });

  it('uses only tokens that tokens.css defines', () => {
    const defined = new Set([...tokensCss.matchAll(/(--keel-[\w-]+):/g)].map((match) => match[1]));
    for (const file of files) {
      const used = [...readFileSync(file, 'utf8').matchAll(/var\((--keel-[\w-]+)/g)];
      for (const [, name] of used) {
        expect({ file, name, defined: defined.has(name) }).toEqual({ file, name, defined: true });
      }
    }
  });

  it('loads nothing over the network (the app runs offline)', () => {
    for (const file of files) {
      const css = readFileSync(file, 'utf8');
      expect(css, file).not.toMatch(/url\(\s*['"]?(https?:)?\/\//);
      expect(css, file).not.toMatch(/@import\s+url\(/);
      expect(css, file).not.toMatch(/@font-face/);
    }
  });

  it('only prefixes its classes with keel-', () => {
    for (const file of files) {
      const classes = readFileSync(file, 'utf8').match(/\.[a-zA-Z][\w-]*(?=[\s,:{.[>)])/g) ?? [];
      for (const name of classes) {
        expect({ file, name, prefixed: name.startsWith('.keel-') }).toEqual({
          file,
          name,
          prefixed: true,
        });
      }
    }
  });
});

describe('colour tokens', () => {
  it.each([
    ['text-primary', 'bg'],
    ['text-primary', 'surface-raised'],
    ['text-secondary', 'bg'],
    ['text-secondary', 'surface-raised'],
    ['text-muted', 'bg'],
    ['text-muted', 'surface'],
    ['accent-contrast', 'accent'],
    ['danger-contrast', 'danger'],
    ['accent', 'surface'],
    ['success', 'surface'],
    ['warning', 'surface'],
    ['danger', 'surface'],
    // Tag text on the tag's tinted background over a hovered or active surface.
    ['accent-hover', 'surface-active'],
    ['danger-hover', 'surface-hover'],
  ])('%s on %s reaches WCAG AA contrast (4.5:1)', (foreground, background) => {
    expect(
      contrast(hexToken(`color-${foreground}`), hexToken(`color-${background}`)),
    ).toBeGreaterThanOrEqual(4.5);
  });
});
