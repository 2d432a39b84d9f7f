import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/catalogue-fixtures';
import { renderWithProviders } from '../../test/render';
import { AccountMenu } from './account-menu';

const accountButton = () => screen.getByRole('button', { name: 'Account menu for sam' });
// The menu's code loads on first intent; under Vitest its first import takes a few seconds.
const LOADED = { timeout: 15_000 };

describe('AccountMenu', { timeout: 30_000 }, () => {
  it('draws the button alone, then loads and opens the menu on the first press', async () => {
    renderWithProviders(<AccountMenu user={makeUser({ username: 'sam' })} />);
    expect(screen.queryByRole('menu')).toBeNull();

    await userEvent.click(accountButton());
    const menu = await screen.findByRole('menu', {}, LOADED);
    expect(menu.textContent).toContain('My Library');
    expect(menu.textContent).toContain('Log Out');
  });

  it('keeps the keyboard focus on the button when the menu loads, closed until asked', async () => {
    renderWithProviders(<AccountMenu user={makeUser({ username: 'sam' })} />);
    const placeholder = accountButton();
    await userEvent.tab();

    // The focus loaded the menu, whose own button now stands in, focused and closed.
    await waitFor(() => expect(accountButton()).not.toBe(placeholder), LOADED);
    expect(document.activeElement).toBe(accountButton());
    expect(screen.queryByRole('menu')).toBeNull();

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(accountButton().getAttribute('aria-expanded')).toBe('true'));
  });

  it('opens when the menu arrives between the pointer going down on the button and coming up', async () => {
    renderWithProviders(<AccountMenu user={makeUser({ username: 'sam' })} />);
    const placeholder = accountButton();
    fireEvent.pointerEnter(placeholder);
    fireEvent.pointerDown(placeholder);

    // The menu's own button replaced the pressed one before the pointer came up, so the browser sends
    // the click to neither; the press alone must open the menu.
    await waitFor(() => expect(accountButton()).not.toBe(placeholder), LOADED);
    fireEvent.pointerUp(accountButton());
    expect(accountButton().getAttribute('aria-expanded')).toBe('true');
  });

  it('opens when the menu has arrived but is not yet drawn as the pointer goes down', async () => {
    // The menu's code is cached from an earlier load, so the pointer entering hands it over within a
    // few microtasks; React draws it a task later, after the pointer went down on the old button.
    renderWithProviders(<AccountMenu user={makeUser({ username: 'sam' })} />);
    const placeholder = accountButton();
    fireEvent.pointerEnter(placeholder);
    await waitFor(() => expect(accountButton()).not.toBe(placeholder), LOADED);
    cleanup();

    renderWithProviders(<AccountMenu user={makeUser({ username: 'sam' })} />);
    const pressed = accountButton();
    fireEvent.pointerEnter(pressed);
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    expect(accountButton()).toBe(pressed);
    fireEvent.pointerDown(pressed);

    await waitFor(() => expect(accountButton()).not.toBe(pressed), LOADED);
    fireEvent.pointerUp(accountButton());
    expect(accountButton().getAttribute('aria-expanded')).toBe('true');
  });

  it('stays closed when a touch on the button turns into a scroll', async () => {
    renderWithProviders(<AccountMenu user={makeUser({ username: 'sam' })} />);
    const placeholder = accountButton();
    fireEvent.pointerEnter(placeholder);
    fireEvent.pointerDown(placeholder);
    fireEvent.pointerCancel(placeholder);

    await waitFor(() => expect(accountButton()).not.toBe(placeholder), LOADED);
    expect(accountButton().getAttribute('aria-expanded')).toBe('false');
  });
});
