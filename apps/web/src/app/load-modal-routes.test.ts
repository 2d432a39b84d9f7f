// The modal routes' chunk loads once, when a link to a modal is pointed at or focused, and not for
// other links.
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Called each time the modal routes' module is evaluated (a fresh module registry per test). */
const evaluated = vi.fn();

beforeEach(() => {
  vi.resetModules();
  evaluated.mockClear();
  vi.doMock('./modal-routes', () => {
    evaluated();
    return { ModalRoutes: () => null };
  });
});

afterEach(() => {
  document.body.replaceChildren();
  vi.doUnmock('./modal-routes');
});

function addLink(href: string) {
  const link = document.createElement('a');
  link.href = href;
  link.textContent = href;
  document.body.append(link);
  return link;
}

describe('loadModalRoutesOnIntent', () => {
  it('loads the modal routes when a link to a modal is pointed at, once', async () => {
    const { loadModalRoutes, loadModalRoutesOnIntent } = await import('./load-modal-routes');
    const stop = loadModalRoutesOnIntent();
    addLink('/about-us').dispatchEvent(new Event('pointerover', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(evaluated).not.toHaveBeenCalled();

    const login = addLink('/login');
    login.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await waitFor(() => expect(evaluated).toHaveBeenCalledTimes(1));
    login.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect((await loadModalRoutes()).default).toBeTypeOf('function');
    expect(evaluated).toHaveBeenCalledTimes(1);
    stop();
  });

  it('loads them when a link to a modal takes the focus (the keyboard)', async () => {
    const { loadModalRoutesOnIntent } = await import('./load-modal-routes');
    const stop = loadModalRoutesOnIntent();
    addLink('/enter-code').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await waitFor(() => expect(evaluated).toHaveBeenCalledTimes(1));
    stop();
  });
});
