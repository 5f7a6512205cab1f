import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadable-lazy.tsx';

function Greeting(props: { name: string }) {
  return <p>Hello {props.name}</p>;
}

function deferred<Value>() {
  let resolve!: (value: Value) => void;
  const promise = new Promise<Value>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('preloadableLazy', () => {
  it('renders a preloaded component in the first commit, without its fallback', async () => {
    const greeting = preloadableLazy(() => Promise.resolve(Greeting));
    await greeting.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <greeting.Component name="Ada" />
      </Suspense>,
    );
    // Synchronously after render: no suspension happened.
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('suspends until the module arrives when it was not preloaded, and loads it once', async () => {
    const module = deferred<typeof Greeting>();
    let loads = 0;
    const greeting = preloadableLazy(() => {
      loads += 1;
      return module.promise;
    });
    render(
      <Suspense fallback={<p>Loading</p>}>
        <greeting.Component name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    void greeting.preload();
    await act(async () => {
      module.resolve(Greeting);
      await module.promise;
    });
    expect(await screen.findByText('Hello Grace')).toBeTruthy();
    expect(loads).toBe(1);
  });
});
