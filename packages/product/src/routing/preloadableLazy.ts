import { type ComponentType, type LazyExoticComponent, lazy as reactLazy } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: the same bound as React's own `lazy`.
type AnyComponent = ComponentType<any>;

/** A lazily loaded component whose code can be asked for before it first renders. */
export type PreloadableLazy<T extends AnyComponent> = LazyExoticComponent<T> & {
  /** Starts (once) the download the first render would start; the same promise both times. */
  preload: () => Promise<{ default: T }>;
};

/**
 * React's `lazy` with a `preload`: the entry starts the current route's screen chunk before
 * React renders (see app/earlyLoads), and the first render then finds it on its way.
 */
export function lazy<T extends AnyComponent>(
  load: () => Promise<{ default: T }>,
): PreloadableLazy<T> {
  let loading: Promise<{ default: T }> | undefined;
  const once = () => {
    loading ??= load();
    return loading;
  };
  return Object.assign(reactLazy(once), { preload: once });
}
