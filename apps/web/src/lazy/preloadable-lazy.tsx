import { lazy, useState, type ComponentProps, type ComponentType } from 'react';

export interface PreloadableLazy<Props extends object> {
  /** Renders the component: at once when already loaded, otherwise suspending until it is. */
  Component: ComponentType<Props>;
  /** Starts loading (once); resolves when the component can render without suspending. */
  preload(): Promise<ComponentType<Props>>;
}

/**
 * Like React.lazy, but a component loaded ahead of time renders without suspending. React.lazy
 * suspends on every first render, even when its chunk is already in memory, and React holds a
 * revealed Suspense boundary's content back for up to 300 ms after its fallback was shown
 * (its fallback throttle) — that alone made the results appear 300 ms late after the processing
 * animation, with the chunks long since preloaded.
 */
export function preloadableLazy<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): PreloadableLazy<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(async () => ({ default: await preload() }));

  function PreloadedOrLazy(props: Props) {
    // Chosen once per mounted instance, so an instance that started lazy is not remounted when the
    // module arrives.
    const [Preloaded] = useState(() => loaded);
    if (Preloaded) return <Preloaded {...props} />;
    return <Lazy {...(props as ComponentProps<typeof Lazy>)} />;
  }
  return { Component: PreloadedOrLazy, preload };
}
