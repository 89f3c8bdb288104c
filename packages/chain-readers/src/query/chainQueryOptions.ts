/**
 * Options accepted by React Query's useQuery / fetchQuery. Plain objects (no runtime import of
 * React Query), so the package's readers also run where React is absent.
 */
export interface ChainQueryOptions<TData, TKey extends readonly unknown[]> {
  queryKey: TKey;
  queryFn: () => Promise<TData>;
  enabled?: boolean;
  staleTime?: number;
  gcTime?: number;
  refetchInterval?: number;
  retry?: number;
}

/** Runs `read`, turning any failure into `wrap(error)` (the catalogue error the UI shows). */
export async function withReadError<T>(read: () => Promise<T>, wrap: (error: unknown) => Error) {
  try {
    return await read();
  } catch (error) {
    throw wrap(error);
  }
}
