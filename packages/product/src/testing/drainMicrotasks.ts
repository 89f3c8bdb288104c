/**
 * Resolves once every microtask queued so far (and those they queue) has run: a task runs only
 * after the microtask queue is empty. For a negative assertion after an acknowledged event whose
 * consequences are promise continuations; it waits for no clock.
 */
export function drainMicrotasks(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
