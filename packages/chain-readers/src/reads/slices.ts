/** Work a read does between two yields to the event loop, in milliseconds. */
export const SLICE_BUDGET_MS = 8;

/** Resolves in a later task: input and painting get their turn (setTimeout where no channel). */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}

/**
 * Maps items in slices of about `budgetMs` of work, yielding to the event loop between slices:
 * decoding a market's reserves (hundreds of kilobytes of base64 and layouts) would otherwise
 * hold a phone's main thread for one long task. Same results, in order; a throw rejects.
 */
export async function mapInSlices<T, R>(
  items: readonly T[],
  map: (item: T, index: number) => R,
  budgetMs: number = SLICE_BUDGET_MS,
): Promise<R[]> {
  const results: R[] = [];
  let sliceStart = performance.now();
  for (let index = 0; index < items.length; index += 1) {
    if (index > 0 && performance.now() - sliceStart >= budgetMs) {
      await yieldToEventLoop();
      sliceStart = performance.now();
    }
    results.push(map(items[index] as T, index));
  }
  return results;
}
