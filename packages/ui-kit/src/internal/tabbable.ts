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

function isNamedRadio(element: HTMLElement): element is HTMLInputElement {
  return element instanceof HTMLInputElement && element.type === 'radio' && element.name !== '';
}

/**
 * A group of radios sharing a name is one Tab stop: its checked radio, or its first one when
 * none is checked. Tab from there leaves the group, so the others are not stops of their own.
 */
function oneStopPerRadioGroup(elements: HTMLElement[]): HTMLElement[] {
  const stops = new Map<string, HTMLInputElement>();
  for (const element of elements) {
    if (!isNamedRadio(element)) continue;
    const group = `${element.form?.id ?? ''}\u0000${element.name}`;
    const current = stops.get(group);
    if (current === undefined || (element.checked && !current.checked)) stops.set(group, element);
  }
  const kept = new Set<HTMLElement>(stops.values());
  return elements.filter((element) => !isNamedRadio(element) || kept.has(element));
}

/** Elements inside `container` that Tab can reach, in document order. */
export function tabbableElements(container: HTMLElement): HTMLElement[] {
  // Walking every element keeps document order, which some selector engines do not for lists.
  return oneStopPerRadioGroup(
    Array.from(container.querySelectorAll<HTMLElement>('*')).filter(
      (element) => element.matches(CANDIDATES) && element.tabIndex >= 0 && isRendered(element),
    ),
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
