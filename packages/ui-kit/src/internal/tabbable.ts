const CANDIDATES = [
  'a[href]',
  'area[href]',
  'button:not(:disabled)',
  'input:not(:disabled):not([type="hidden"])',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

function isRendered(element: HTMLElement): boolean {
  if (element.closest('[hidden], [inert]')) return false;
  // checkVisibility is missing in older browsers and in jsdom, where nothing has layout.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

/** Elements inside `container` that Tab can reach, in document order. */
export function tabbableElements(container: HTMLElement): HTMLElement[] {
  // Walking every element keeps document order, which some selector engines do not for lists.
  return Array.from(container.querySelectorAll<HTMLElement>('*')).filter(
    (element) => element.matches(CANDIDATES) && element.tabIndex >= 0 && isRendered(element),
  );
}

/**
 * Keeps Tab and Shift+Tab inside `container`: from the last element Tab wraps to the first, and
 * from the first Shift+Tab wraps to the last. Focus that sits outside (or on the container itself)
 * is pulled in.
 */
export function trapTabKey(event: KeyboardEvent, container: HTMLElement): void {
  const elements = tabbableElements(container);
  const first = elements[0];
  const last = elements[elements.length - 1];
  if (!first || !last) {
    event.preventDefault();
    container.focus();
    return;
  }
  const active = document.activeElement;
  const inside =
    active instanceof HTMLElement && active !== container && container.contains(active);
  if (event.shiftKey && (!inside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}
