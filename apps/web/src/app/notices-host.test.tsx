// The notices' host: loads with the first notice; notices sit below the header, a few at a time,
// the same text once; a hovered notice stays while hovered and closes after the pointer leaves.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { cleanNotifications, notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { NOTICE_LIMIT, NoticesHost, repeatedNotices } from './notices-host';

afterEach(() => {
  act(() => cleanNotifications());
});

const renderHost = () =>
  render(
    <MantineProvider>
      <NoticesHost />
    </MantineProvider>,
  );

describe('NoticesHost', () => {
  it('draws nothing until the first notice, then loads the container and shows it', async () => {
    renderHost();
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();

    act(() => {
      notifications.show({ message: 'Your profile has been updated.' });
    });
    expect(await screen.findByText('Your profile has been updated.')).toBeTruthy();
  });

  it('places the notices top right, below the header', async () => {
    renderHost();
    act(() => {
      notifications.show({ message: 'Saved.' });
    });
    await screen.findByText('Saved.');
    const root = document.querySelector<HTMLElement>(
      '.mantine-Notifications-root[data-position="top-right"]',
    );
    expect(root?.style.top).toContain('64px');
  });

  it('shows the same message once and at most the limit at a time', async () => {
    renderHost();
    act(() => {
      notifications.show({ message: 'Saved.' });
      notifications.show({ message: 'Saved.' });
      for (let i = 0; i < NOTICE_LIMIT + 2; i += 1) notifications.show({ message: `Notice ${i}` });
    });
    await screen.findByText('Notice 0');
    await waitFor(() => expect(screen.getAllByText('Saved.')).toHaveLength(1));
    expect(document.querySelectorAll('.mantine-Notification-root')).toHaveLength(NOTICE_LIMIT);
  });

  it('closes a hovered notice once the pointer leaves it', async () => {
    renderHost();
    act(() => {
      notifications.show({ message: 'Hover me', autoClose: 200 });
    });
    const notice = (await screen.findByText('Hover me')).closest<HTMLElement>(
      '.mantine-Notification-root',
    )!;
    fireEvent.mouseEnter(notice);
    // Held while hovered: still there well past its time.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByText('Hover me')).not.toBeNull();
    fireEvent.mouseLeave(notice);
    await waitFor(() => expect(screen.queryByText('Hover me')).toBeNull(), { timeout: 3000 });
  });
});

describe('repeatedNotices', () => {
  it('names the later copies of a notice, never the first nor different ones', () => {
    expect(
      repeatedNotices([
        { id: 'a', message: 'Saved.' },
        { id: 'b', message: 'Saved.', color: 'red' },
        { id: 'c', message: 'Saved.' },
      ]),
    ).toEqual(['c']);
  });
});
