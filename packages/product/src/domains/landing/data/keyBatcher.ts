/**
 * Collects the keys asked for until the current task ends and loads them with one call: queries
 * started together by one render share one read. A key the load answers with an Error fails
 * alone; a key it leaves out fails with `missing(key)`; a failed load fails all of its keys.
 */
export function createKeyBatcher<V>(
  load: (keys: readonly string[]) => Promise<ReadonlyMap<string, V | Error>>,
  missing: (key: string) => Error,
): (key: string) => Promise<V> {
  let pending: { keys: Set<string>; result: Promise<ReadonlyMap<string, V | Error>> } | undefined;
  return (key) => {
    if (!pending) {
      const keys = new Set<string>();
      const result = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => {
        // Keys asked for from here on go into the next batch.
        pending = undefined;
        return load([...keys]);
      });
      pending = { keys, result };
    }
    pending.keys.add(key);
    return pending.result.then((values) => {
      const value = values.get(key);
      if (value === undefined) throw missing(key);
      if (value instanceof Error) throw value;
      return value;
    });
  };
}
