/** Rows per leaderboard page unless a call says otherwise. */
export const POINTS_PAGE_SIZE = 50;

/** Rows per request when a whole leaderboard is read (the API serves at most 1000 a page). */
export const FULL_LEADERBOARD_CHUNK = 1000;

/** Requests in flight at once while a whole leaderboard is read. */
export const FULL_LEADERBOARD_CONCURRENCY = 4;

/** The offsets of the chunks after the first that cover `total` rows. */
export function remainingChunkOffsets(total: number, chunk = FULL_LEADERBOARD_CHUNK): number[] {
  const offsets: number[] = [];
  for (let offset = chunk; offset < total; offset += chunk) offsets.push(offset);
  return offsets;
}

/** Runs `load` over `inputs` with at most `limit` calls in flight; results keep input order. */
export async function mapConcurrently<I, O>(
  inputs: readonly I[],
  limit: number,
  load: (input: I) => Promise<O>,
): Promise<O[]> {
  const results = new Array<O>(inputs.length);
  let next = 0;
  const worker = async () => {
    while (next < inputs.length) {
      const index = next;
      next += 1;
      results[index] = await load(inputs[index] as I);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, inputs.length) }, worker));
  return results;
}
