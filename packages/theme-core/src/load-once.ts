/**
 * A loader that starts `load` on its first call and hands every later call the same promise, so work
 * chained on it runs in the order it was asked for. Separate `import()` calls of one module may settle
 * out of order (a bundle's preload helper lets a second call skip waiting for the chunk's dependencies);
 * one shared promise cannot. A failed load is started again on the next call.
 *
 * @example const loadStorage = loadOnce(() => import('./settings-storage'));
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
