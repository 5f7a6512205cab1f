import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';

/**
 * A modal that opens only on demand, loaded then rather than with the first paint (the initial
 * bundle stays within its 250 KB budget): it renders nothing while closed, and the first time it
 * opens it loads its module and shows once that is there.
 */
export function whenOpened<Props extends { opened: boolean }>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyWhenOpened(props: Props) {
    if (!props.opened) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...(props as ComponentProps<typeof Lazy>)} />
      </Suspense>
    );
  };
}
