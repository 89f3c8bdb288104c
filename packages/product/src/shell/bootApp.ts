import { bannerDismissalKey } from '../banners/bannerKeys';
import type { Brand } from '../brand/brand';
import type { RouteDef } from '../routing/types';
import { appLoadFailureMarkup, appShellMarkup } from './appShellMarkup';
import { finishBootIntents, recordBootIntents } from './bootIntent';

export interface BootAppOptions {
  routes: readonly RouteDef[];
  brand: Pick<Brand, 'name' | 'storageKeyPrefix'>;
  /** Loads the app's module (React, the router, the screens), whose `mount` renders it. */
  load: () => Promise<{ mount: (container: HTMLElement) => unknown }>;
}

/** Whether the swap banner was dismissed (read as BannerStack reads it; no storage: not). */
function swapBannerDismissed(prefix: string): boolean {
  try {
    return window.localStorage.getItem(bannerDismissalKey(prefix, 'swap')) === 'true';
  } catch {
    return false;
  }
}

/** Runs `run` once the browser has painted a frame, or at once in a hidden tab (no frames). */
function afterNextPaint(run: () => void) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    run();
  };
  if (document.visibilityState === 'hidden') {
    start();
    return;
  }
  document.addEventListener('visibilitychange', start, { once: true });
  requestAnimationFrame(() => setTimeout(start, 0));
}

/** Resolves in a later task (a message, not a timer: hidden tabs throttle timers). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}

/**
 * The app's entry: paints the static shell (header bar, the route's title and description) from
 * the route table alone, then loads the app once that frame is on screen. A slow phone sees the
 * page's heading after the HTML and the stylesheet, not after the whole React bundle; React's
 * first render replaces the shell with the same layout and replays a click made on the shell's
 * controls meanwhile (`ReplayBootIntent`).
 */
export function bootApp(container: HTMLElement, { routes, brand, load }: BootAppOptions) {
  const shell = appShellMarkup({
    routes,
    brand,
    pathname: window.location.pathname,
    swapBanner: !swapBannerDismissed(brand.storageKeyPrefix),
  });
  container.innerHTML = shell.html;
  document.title = shell.documentTitle;
  // A click on the shell's controls is kept until the app has rendered, which replays it.
  recordBootIntents(container);
  afterNextPaint(() => {
    load()
      // Evaluating the app's modules is a task of its own; the mount runs in the next one.
      .then(async (app) => {
        await nextTask();
        app.mount(container);
      })
      .catch((error: unknown) => {
        // Without the app nothing else can report it: say so in the page, with a reload.
        console.error(error);
        finishBootIntents();
        container.innerHTML = appLoadFailureMarkup(brand);
        container
          .querySelector('[data-keel-reload]')
          ?.addEventListener('click', () => window.location.reload());
      });
  });
}
