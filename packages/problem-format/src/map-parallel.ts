/**
 * A small concurrency helper, free of the tools, so the server may use it too: the checker and the
 * benchmark judge with it, the pack import validates with it.
 */

/** Runs `work` over `items` with at most `parallel` at a time, keeping the order of results. */
export async function mapParallel<T, R>(items: T[], parallel: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(parallel, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}
