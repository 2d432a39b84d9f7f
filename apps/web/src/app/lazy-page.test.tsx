// A route's page is drawn from its chunk at once once the chunk has loaded (start-early.ts loads it
// before React's first render), and otherwise shows its Suspense fallback until it has.
import { Component, Suspense, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

class Caught extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Failed: {String(this.state.error)}</p> : this.props.children;
  }
}

let container: HTMLElement;
let root: Root;
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;

beforeEach(() => {
  // Rendered as the browser does, outside act(), so what one render commits can be read.
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  root.unmount();
  container.remove();
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
});

const draw = (page: ReactNode) =>
  flushSync(() =>
    root.render(
      <Caught>
        <Suspense fallback={<p>Loading</p>}>{page}</Suspense>
      </Caught>,
    ),
  );

describe('lazyPage', () => {
  it('draws a page whose chunk has loaded on its first render, without the fallback', async () => {
    const Page = lazyPage(async () => ({ Greeting }), 'Greeting', { styles: 'shell' });
    await Page.preload();
    draw(<Page name="Ada" />);
    expect(container.textContent).toBe('Hello Ada');
  });

  it('shows the fallback while the chunk loads, then the page', async () => {
    let arrive: (module: { Greeting: typeof Greeting }) => void = () => undefined;
    const Page = lazyPage(
      () => new Promise<{ Greeting: typeof Greeting }>((resolve) => (arrive = resolve)),
      'Greeting',
      { styles: 'shell' },
    );
    draw(<Page name="Ada" />);
    expect(container.textContent).toBe('Loading');
    arrive({ Greeting });
    await waitFor(() => expect(container.textContent).toBe('Hello Ada'));
  });

  it('loads the chunk once, whether asked for early or by the render', async () => {
    const load = vi.fn(async () => ({ Greeting }));
    const Page = lazyPage(load, 'Greeting', { styles: 'shell' });
    void Page.preload();
    draw(<Page name="Ada" />);
    await waitFor(() => expect(container.textContent).toBe('Hello Ada'));
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gives a chunk that failed to load to the nearest error boundary', async () => {
    const Page = lazyPage<'Greeting', { name: string }>(
      () => Promise.reject(new Error('chunk not found')),
      'Greeting',
      { styles: 'shell' },
    );
    await expect(Page.preload()).rejects.toThrow('chunk not found');
    // React reports an error a boundary caught on the console: kept out of the test's output.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      draw(<Page name="Ada" />);
    } finally {
      reported.mockRestore();
    }
    expect(container.textContent).toBe('Failed: Error: chunk not found');
  });
});
