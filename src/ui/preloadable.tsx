import { Suspense, use, type ComponentType, type ReactNode } from 'react';

/** A component whose module loads on first render, or earlier through `preload`. */
export type Preloadable<P> = ComponentType<P> & {
  /** Starts loading the module (once); resolves with the component. */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * `React.lazy` that renders at once when its module is already in: after `preload` (on idle, on
 * hover) the first render shows the component, not `fallback` for a frame. A failed load is
 * forgotten, so the next render tries again.
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode = () => null,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function Loaded(props: P) {
    const Component = loaded ?? use(preload());
    return <Component {...props} />;
  }
  // The same element tree before and after the load, so a loaded component never remounts.
  function Lazy(props: P) {
    return (
      <Suspense fallback={fallback(props)}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(Lazy, { preload });
}
