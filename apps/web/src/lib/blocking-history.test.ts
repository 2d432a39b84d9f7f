// The blocking history over React Router's memory history: a held push waits (dropped, it never
// happens; retried, it does), a held back is undone before anyone is asked and retried goes back,
// what no blocker holds passes, and a removed blocker holds nothing.
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import {
  NavigationType,
  UNSAFE_createBrowserHistory,
  UNSAFE_createMemoryHistory,
} from 'react-router';
import { createBlockingHistory, type NextNavigation } from './blocking-history';

function setUp(initialEntries = ['/form']) {
  const history = createBlockingHistory(
    UNSAFE_createMemoryHistory({ initialEntries, v5Compat: true }),
  );
  // What the router would draw: it hears every update the history lets through.
  const heard: string[] = [];
  history.listen(({ action, location }) => heard.push(`${action} ${location.pathname}`));
  const asked: NextNavigation[] = [];
  let retry: (() => void) | undefined;
  const unblock = history.block({
    shouldBlock: (next) => {
      asked.push(next);
      return next.location.pathname === '/away';
    },
    onHeld: (go) => {
      retry = go;
    },
  });
  return { history, heard, asked, unblock, retry: () => retry };
}

describe('createBlockingHistory', () => {
  it('holds a push until it is retried; dropped, it never happens', () => {
    const { history, heard, asked, retry } = setUp();
    history.push('/away?tab=1', { from: 'form' });
    expect(asked.at(-1)).toEqual({
      action: NavigationType.Push,
      location: { pathname: '/away', search: '?tab=1' },
    });
    // Held: nothing happens until it is retried (Stay drops the retry, and so nothing ever does).
    expect(history.location.pathname).toBe('/form');
    expect(heard).toEqual([]);

    retry()?.();
    expect(history.location).toMatchObject({
      pathname: '/away',
      search: '?tab=1',
      state: { from: 'form' },
    });
    expect(heard).toEqual(['PUSH /away']);
  });

  it('lets through what no blocker holds, and replaces alike', () => {
    const { history, heard, asked } = setUp();
    history.push('/form/tab');
    history.replace('/other');
    expect(asked.map((next) => next.action)).toEqual([NavigationType.Push, NavigationType.Replace]);
    expect(heard).toEqual(['PUSH /form/tab', 'REPLACE /other']);
  });

  it('undoes a held back before asking, and goes back when retried', () => {
    const { history, heard, retry } = setUp(['/away', '/form']);
    const onHeld = vi.fn();
    history.block({ shouldBlock: () => false, onHeld });
    history.go(-1);
    // The router heard nothing, and the history is where it was: at the form.
    expect(heard).toEqual([]);
    expect(history.location.pathname).toBe('/form');
    expect(onHeld).not.toHaveBeenCalled();

    retry()?.();
    expect(history.location.pathname).toBe('/away');
    expect(heard).toEqual(['POP /away']);
  });

  it('holds nothing once its blocker is removed', () => {
    const { history, heard, unblock } = setUp(['/away', '/form']);
    unblock();
    history.push('/away');
    history.go(-1);
    expect(heard).toEqual(['PUSH /away', 'POP /form']);
  });

  it('in the browser, a held back puts the URL back before asking, and retried goes back', async () => {
    window.history.replaceState(null, '', '/away');
    const history = createBlockingHistory(UNSAFE_createBrowserHistory({ window, v5Compat: true }));
    const heard: string[] = [];
    const unlisten = history.listen(({ location }) => heard.push(location.pathname));
    history.push('/form');
    let retry: (() => void) | undefined;
    const unblock = history.block({
      shouldBlock: ({ location }) => location.pathname === '/away',
      onHeld: (go) => {
        retry = go;
      },
    });
    window.history.back();
    await waitFor(() => expect(retry).toBeDefined());
    expect(window.location.pathname).toBe('/form');
    expect(heard).toEqual(['/form']);

    retry?.();
    await waitFor(() => expect(window.location.pathname).toBe('/away'));
    expect(heard).toEqual(['/form', '/away']);
    unblock();
    unlisten();
  });
});
