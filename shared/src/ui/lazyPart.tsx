import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';

/** A component whose code is a chunk of its own, and the way to fetch that chunk before it renders. */
export interface LazyPart<Props extends object> {
  (props: Props): ReactNode;
  /** Fetches the code (once); resolves when the part renders without waiting. */
  load(): Promise<void>;
}

/**
 * A component loaded with a dynamic `import()` (decision 017; made once, at module level): out of the page's start-up
 * chunk, fetched when `load()` is called (HydrateWhenSeen's `loadCode`, as the part wakes) or when it first renders.
 * Once loaded it renders at once, so a part that waited for its code replaces its server markup in one step. Before
 * that it renders nothing until the code is there (in its own Suspense boundary; the server's render waits for it,
 * so the HTML is complete).
 */
export function lazyPart<Props extends object>(importer: () => Promise<ComponentType<Props>>): LazyPart<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<void> | undefined;
  const load = () => {
    loading ??= importer().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        // A failed chunk (network) is fetched again on the next call.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Pending = lazy(async () => {
    await load();
    return { default: loaded as ComponentType<Props> };
  });
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module level, as React.lazy is
  const Part = (props: Props) => {
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={null}>
        <Pending {...props} />
      </Suspense>
    );
  };
  return Object.assign(Part, { load });
}
