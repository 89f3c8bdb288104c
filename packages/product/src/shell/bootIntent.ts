/**
 * Clicks on the static shell's controls before the app has mounted. The shell paints a real
 * Connect Wallet button and a home link; a click on them while React is still on its way is
 * kept (the latest one) and replayed once the app has rendered, instead of being lost.
 */

/** A control of the shell, named in its markup by `data-keel-intent`. */
export type BootIntent = { kind: 'connectWallet' } | { kind: 'navigate'; to: string };

export const BOOT_INTENT_ATTRIBUTE = 'data-keel-intent';
/** Set on the control whose click waits for the app (styled as busy). */
export const BOOT_PENDING_ATTRIBUTE = 'data-keel-pending';

interface Recording {
  intent: BootIntent | null;
  stop(): void;
}

let recording: Recording | null = null;

function intentOf(control: Element): BootIntent | null {
  const name = control.getAttribute(BOOT_INTENT_ATTRIBUTE);
  if (name === 'connect-wallet') return { kind: 'connectWallet' };
  if (name === 'navigate') {
    const href = control.getAttribute('href');
    return href?.startsWith('/') ? { kind: 'navigate', to: href } : null;
  }
  return null;
}

/** A click that opens a link elsewhere (new tab, window, download) stays the browser's. */
function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * A mouse press is kept as well as the click: when the app replaces the shell between the press
 * and the release, the browser fires no click at all (the pressed element left the page). Touch
 * presses are not kept: a finger that starts a scroll on the button means no click.
 */
function isMousePress(event: MouseEvent): boolean {
  return event.type === 'pointerdown' && (event as PointerEvent).pointerType === 'mouse';
}

/** Starts keeping clicks on the shell's controls in `container`; a later call starts afresh. */
export function recordBootIntents(container: HTMLElement): void {
  recording?.stop();
  const current: Recording = {
    intent: null,
    stop: () => {
      container.removeEventListener('click', keep);
      container.removeEventListener('pointerdown', keep);
    },
  };
  function keep(event: MouseEvent) {
    if (event.type !== 'click' && !isMousePress(event)) return;
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest(`[${BOOT_INTENT_ATTRIBUTE}]`);
    if (!control || !container.contains(control) || opensElsewhere(event)) return;
    const intent = intentOf(control);
    if (!intent) return;
    if (event.type === 'click') event.preventDefault();
    current.intent = intent;
    for (const marked of container.querySelectorAll(`[${BOOT_PENDING_ATTRIBUTE}]`)) {
      marked.removeAttribute(BOOT_PENDING_ATTRIBUTE);
      marked.removeAttribute('aria-busy');
    }
    control.setAttribute(BOOT_PENDING_ATTRIBUTE, '');
    control.setAttribute('aria-busy', 'true');
  }
  container.addEventListener('click', keep);
  container.addEventListener('pointerdown', keep);
  recording = current;
}

/** Stops keeping clicks and hands over the one kept, once: the app replays it. */
export function finishBootIntents(): BootIntent | null {
  const done = recording;
  recording = null;
  done?.stop();
  return done?.intent ?? null;
}
