import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { cleanNotifications, notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { NoticesHost } from './notices-host';

afterEach(() => {
  act(() => cleanNotifications());
});

describe('NoticesHost', () => {
  it('draws nothing until the first notice, then loads the container and shows it', async () => {
    render(
      <MantineProvider>
        <NoticesHost />
      </MantineProvider>,
    );
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();

    act(() => {
      notifications.show({ message: 'Your profile has been updated.' });
    });
    expect(await screen.findByText('Your profile has been updated.')).toBeTruthy();
  });
});
