import { createContext } from 'react';

/*
 * Open modal surfaces, bottom to top. Only the top one answers Escape and traps focus, so a
 * modal opened from a drawer closes alone. A dialog rendered inside another always sits above
 * it, even though React mounts the inner one first.
 */
const openDialogs: symbol[] = [];
const parentOf = new Map<symbol, symbol | null>();

/** The dialog a component is rendered inside, if any. */
export const ParentDialogContext = createContext<symbol | null>(null);

function isDescendant(token: symbol, ancestor: symbol): boolean {
  for (let parent = parentOf.get(token); parent; parent = parentOf.get(parent)) {
    if (parent === ancestor) return true;
  }
  return false;
}

export function pushDialog(token: symbol, parent: symbol | null): void {
  parentOf.set(token, parent);
  const firstDescendant = openDialogs.findIndex((open) => isDescendant(open, token));
  if (firstDescendant >= 0) openDialogs.splice(firstDescendant, 0, token);
  else openDialogs.push(token);
}

export function removeDialog(token: symbol): void {
  const index = openDialogs.indexOf(token);
  if (index >= 0) openDialogs.splice(index, 1);
  parentOf.delete(token);
}

export function isTopDialog(token: symbol): boolean {
  return openDialogs[openDialogs.length - 1] === token;
}
