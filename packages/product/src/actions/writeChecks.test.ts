// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every transaction request the product builds says what its simulation is checked against:
 * a check of the figures its form previewed, or `nothingToCompare(reason)`. The walk reads every
 * source file for the places a request is built — an object with a `label` and `instructions`,
 * or the action handed to `withSetup` — and finds the ones that say neither.
 */
const SOURCE = join(__dirname, '..');

/**
 * Writes whose forms preview figures but whose checks are not written yet: how many requests of
 * each file may still say neither. The count only goes down; a new request must say one or the
 * other.
 */
const AWAITING_A_CHECK: Readonly<Record<string, number>> = {
  // Liquidation: the repay and the collateral received.
  'domains/lending/data/liquidationWrites.ts': 1,
  // Collateral / debt swap: the position after (together, or after its own set-up).
  'domains/lending/data/swap/obligationSwapRequests.ts': 2,
  // Strategy creation (create, configure, open) and its edit.
  'domains/liquidity/data/creator/creatorRuntime.ts': 4,
  // The farm harvest (its preview leaves out the treasury fee).
  'domains/liquidity/data/writes/writesRuntime.ts': 1,
  // A curator's invest and a new vault's first deposit.
  'domains/manageVaults/data/runtime.ts': 2,
  // Limit order placement: what leaves the wallet into the escrow.
  'domains/swap/data/limit/limitRuntime.ts': 1,
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|bench|stories)\.tsx?$/.test(entry.name)
      ? [path]
      : [];
  });
}

function propertyNames(literal: ts.ObjectLiteralExpression): string[] {
  return literal.properties.flatMap((property) => {
    if (ts.isSpreadAssignment(property)) {
      // `...check` or `...(input.check ? { check: input.check } : {})` carries a check.
      return /\bcheck\b/.test(property.expression.getText()) ? ['check'] : [];
    }
    const name = property.name;
    return name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? [name.text] : [];
  });
}

function enclosingFunction(node: ts.Node): ts.Node | undefined {
  let current = node.parent;
  while (current && !ts.isFunctionLike(current)) current = current.parent;
  return current;
}

/** Whether the function gives a request its check after building it (`request.check = …`). */
function assignsCheck(scope: ts.Node | undefined): boolean {
  if (!scope) return false;
  let found = false;
  const visit = (node: ts.Node) => {
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      node.left.name.text === 'check'
    ) {
      found = true;
    }
    if (!found) ts.forEachChild(node, visit);
  };
  visit(scope);
  return found;
}

/** 'file:line' of every request built with neither a check nor nothing-to-compare. */
function requestsWithoutCheck(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const where = (node: ts.Node) =>
    `${relative(SOURCE, path)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const unchecked = (literal: ts.ObjectLiteralExpression) =>
    !propertyNames(literal).includes('check') && !assignsCheck(enclosingFunction(literal));
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const names = propertyNames(node);
      if (names.includes('label') && names.includes('instructions') && unchecked(node)) {
        found.push(where(node));
      }
    }
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'withSetup'
    ) {
      const [input] = node.arguments;
      if (input && ts.isObjectLiteralExpression(input) && unchecked(input)) found.push(where(node));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const files = sourceFiles(SOURCE);

describe('every write says what its simulation is checked against', () => {
  it('finds the request builders it walks', () => {
    const builders = files.filter((path) =>
      /label[\s\S]*instructions/.test(readFileSync(path, 'utf8')),
    );
    expect(builders.length).toBeGreaterThan(10);
  });

  it('every request carries a check of its preview or says there is nothing to compare', () => {
    const missing = files.flatMap((path) => {
      const found = requestsWithoutCheck(path);
      return found.length > (AWAITING_A_CHECK[relative(SOURCE, path)] ?? 0) ? found : [];
    });
    expect(missing).toEqual([]);
  });

  it('keeps the list of writes awaiting a check true (lower a count when a check lands)', () => {
    const awaiting = Object.fromEntries(
      Object.keys(AWAITING_A_CHECK).map((path) => [
        path,
        requestsWithoutCheck(join(SOURCE, path)).length,
      ]),
    );
    expect(awaiting).toEqual(AWAITING_A_CHECK);
  });

  it('tells a request without either apart from one with a check', () => {
    const scan = (source: string) => {
      const file = ts.createSourceFile('x.ts', source, ts.ScriptTarget.Latest, true);
      let literal: ts.ObjectLiteralExpression | undefined;
      const visit = (node: ts.Node) => {
        if (!literal && ts.isObjectLiteralExpression(node)) literal = node;
        ts.forEachChild(node, visit);
      };
      visit(file);
      if (!literal) throw new Error('no literal');
      return !propertyNames(literal).includes('check') && !assignsCheck(enclosingFunction(literal));
    };
    expect(scan('const f = () => [{ label, instructions }];')).toBe(true);
    expect(scan('const f = () => [{ label, instructions, check: nothingToCompare("x") }];')).toBe(
      false,
    );
    expect(scan('function f() { const r = [{ label, instructions }]; r[0].check = c; }')).toBe(
      false,
    );
  });
});
