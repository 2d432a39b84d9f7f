// The create guard: staff with the create right get the page; without it, the refusal and no form.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { CREATE_REFUSED } from '@bandbook/domain';
import { onAuthEvent } from '../../lib/auth-events';
import { setToken } from '../../lib/auth-token';
import { makeUser } from '../../test/catalogue-fixtures';
import { renderWithProviders } from '../../test/render';
import { CreateGuard } from './create-guard';

afterEach(() => vi.unstubAllGlobals());

function signInAs(permissions: { resource: string; actions: ('read' | 'create')[] }[]) {
  setToken('staff');
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => Response.json(makeUser({ role: 'admin', permissions }))),
  );
}

const page = (
  <CreateGuard resource="couponList" title="Add codes">
    <form aria-label="New code list" />
  </CreateGuard>
);

describe('CreateGuard', () => {
  it('tells staff without the create right why, offers no form, and raises forbidden once', async () => {
    const events: string[] = [];
    const stop = onAuthEvent((event) => events.push(event));
    signInAs([{ resource: 'couponList', actions: ['read'] }]);
    renderWithProviders(page);
    expect(await screen.findByText(CREATE_REFUSED.couponList)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'New code list' })).toBeNull();
    await waitFor(() => expect(events).toEqual(['forbidden']));
    stop();
  });

  it('shows the page to staff who may create', async () => {
    signInAs([{ resource: 'couponList', actions: ['read', 'create'] }]);
    renderWithProviders(page);
    expect(await screen.findByRole('form', { name: 'New code list' })).toBeTruthy();
  });
});
