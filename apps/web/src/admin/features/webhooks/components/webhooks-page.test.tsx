// The webhooks page: registering shows the signing secret once (the list never has it), a server
// field error lands on the URL field, and an endpoint's deliveries show their status and attempts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WEBHOOK_MESSAGES, type WebhookDelivery, type WebhookEndpoint } from '@bandbook/domain';
import { setToken } from '../../../../lib/auth-token';
import { renderWithProviders } from '../../../../test/render';
import { WebhooksPage } from './webhooks-page';

afterEach(() => vi.unstubAllGlobals());

const ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const SECRET = `whsec_${'A'.repeat(43)}=`;

const endpoint = (url: string): WebhookEndpoint => ({
  _id: ID,
  url,
  events: ['code.activated', 'account.deleted'],
  enabled: true,
  createdAt: '2026-12-02T10:00:00.000Z',
  deliveries: { pending: 0, delivered: 1, failed: 1 },
  version: 1,
  updatedAt: '2026-12-02T10:00:00.000Z',
  updatedBy: null,
});

const delivery: WebhookDelivery = {
  _id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  event: 'code.activated',
  status: 'failed',
  attempts: 8,
  maxAttempts: 8,
  lastStatus: 503,
  lastError: 'The endpoint answered 503.',
  nextAttemptAt: null,
  lastAttemptAt: '2026-12-02T11:00:00.000Z',
  deliveredAt: null,
  createdAt: '2026-12-02T10:30:00.000Z',
  payload: { type: 'code.activated', timestamp: '2026-12-02T10:30:00.000Z', data: {} },
};

function serve() {
  const registered: WebhookEndpoint[] = [];
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://app.test');
      if (url.pathname === '/api/admin/webhooks' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { url: string };
        posted.push(body);
        if (body.url.includes('10.0.0.1')) {
          return Response.json(
            {
              message: WEBHOOK_MESSAGES.privateAddress,
              errors: { url: { message: WEBHOOK_MESSAGES.privateAddress } },
            },
            { status: 400 },
          );
        }
        registered.push(endpoint(body.url));
        return Response.json({ endpoint: endpoint(body.url), secret: SECRET }, { status: 201 });
      }
      if (url.pathname === '/api/admin/webhooks') return Response.json({ endpoints: registered });
      if (url.pathname === `/api/admin/webhooks/${ID}/deliveries`) {
        return Response.json({ totalCount: 1, pageData: [delivery], totalPages: 1 });
      }
      return Response.json({ message: 'Not found' }, { status: 404 });
    }),
  );
  return { posted };
}

describe('WebhooksPage', () => {
  it('registers an endpoint and shows its secret once', async () => {
    setToken('token');
    const { posted } = serve();
    const user = userEvent.setup();
    renderWithProviders(<WebhooksPage />);
    expect(await screen.findByText('No webhook endpoints yet.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Register endpoint' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.url)).toBeTruthy();
    expect(screen.getByText(WEBHOOK_MESSAGES.events)).toBeTruthy();
    expect(posted).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /Endpoint URL/ }), 'https://10.0.0.1/hook');
    await user.click(screen.getByRole('checkbox', { name: 'Code activated' }));
    await user.click(screen.getByRole('button', { name: 'Register endpoint' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.privateAddress)).toBeTruthy();

    const field = screen.getByRole('textbox', { name: /Endpoint URL/ });
    await user.clear(field);
    await user.type(field, 'https://hooks.example.com/in');
    await user.click(screen.getByRole('button', { name: 'Register endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(dialog).getByText(SECRET)).toBeTruthy();
    expect(posted.at(-1)).toMatchObject({
      url: 'https://hooks.example.com/in',
      events: ['code.activated'],
    });
    await user.click(within(dialog).getByRole('button', { name: 'I have saved it' }));
    await waitFor(() => expect(screen.queryByText(SECRET)).toBeNull());

    const card = await screen.findByRole('region', {
      name: 'Webhook endpoint https://hooks.example.com/in',
    });
    expect(
      within(card).getByRole('button', { name: 'Send test event to https://hooks.example.com/in' }),
    ).toBeTruthy();
    await user.click(
      within(card).getByRole('button', { name: 'Show deliveries of https://hooks.example.com/in' }),
    );
    const table = await within(card).findByRole('table', { name: 'Recent deliveries' });
    expect(within(table).getByText('Failed')).toBeTruthy();
    expect(within(table).getByText('8 of 8 attempts')).toBeTruthy();
    expect(within(table).getByText('The endpoint answered 503.')).toBeTruthy();
    expect(
      within(table).getByRole('button', { name: /^Redeliver code.activated of / }),
    ).toBeTruthy();
  });
});
