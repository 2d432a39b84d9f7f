// The application form: the spec's defaults, the domain's rules shown after submit, the spec's alert
// for a failed save, and the conflict choice on a stale version.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPLICATION_MESSAGES, type Application } from '@bandbook/domain';
import { renderWithProviders } from '../../../../test/render';
import { ApplicationForm } from './application-form';

afterEach(() => vi.unstubAllGlobals());

const application = (overrides: Partial<Application> = {}): Application => ({
  _id: 'a1',
  name: 'Guitar App',
  icon: null,
  iconUrl: null,
  isContent: true,
  ssoUrl: '',
  oAuth: { publicKey: 'pub', secretKey: 'secret' },
  api: { key: 'key' },
  subscription: { duration: 30, description: 'Monthly', priceList: [] },
  trial: { duration: 7 },
  version: 1,
  updatedAt: '2025-01-01T00:00:00.000Z',
  updatedBy: null,
  ...overrides,
});

/** By accessible name, as Playwright finds them (the required mark is aria-hidden). */
const field = (label: string) =>
  screen.queryByRole('textbox', { name: label }) ?? screen.getByLabelText(label);
const inputValue = (label: string) => (field(label) as HTMLInputElement).value;

describe('ApplicationForm', () => {
  it('starts a new application from the spec defaults, with every field named', () => {
    renderWithProviders(<ApplicationForm onSaved={() => {}} />);
    expect(inputValue('Subscription Duration (days)')).toBe('365');
    expect(inputValue('Subscription Description')).toBe('One Year Subscription');
    expect(inputValue('Trial Duration (days)')).toBe('14');
    for (const label of ['Name', 'SSO URL', 'OAuth Public Key', 'OAuth Secret Key', 'API Key']) {
      expect(field(label)).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Choose File for Icon' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Is Content' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('shows the rules after submit and sends nothing', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<ApplicationForm onSaved={() => {}} />);
    await user.type(screen.getByLabelText('SSO URL'), 'not a url');
    await user.clear(screen.getByLabelText('Trial Duration (days)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(APPLICATION_MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByText(APPLICATION_MESSAGES.ssoUrl)).toBeTruthy();
    expect(screen.getByText(APPLICATION_MESSAGES.duration)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the form with its prices and shows the spec alert when the save fails', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      Response.json(
        {
          message: 'Choose a known currency.',
          errors: {
            'subscription.priceList.0.currencyCode': { message: 'Choose a known currency.' },
          },
        },
        { status: 400 },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<ApplicationForm onSaved={() => {}} />);
    await user.type(field('Name'), 'Bass App');
    await user.click(screen.getByRole('button', { name: 'Add Price' }));
    await user.clear(screen.getByLabelText('Price in Cents 1'));
    await user.type(screen.getByLabelText('Price in Cents 1'), '499');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('The following error occured: Choose a known currency.'),
    ).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/applications');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: 'Bass App',
      subscription: {
        duration: 365,
        description: 'One Year Subscription',
        priceList: [{ currencyCode: 'USD', priceInCents: 499 }],
      },
      trial: { duration: 14 },
    });
  });

  it('on a stale version offers to reload the record as it is now', async () => {
    const current = application({ name: 'Renamed Elsewhere', version: 2 });
    const fetchMock = vi.fn<typeof fetch>(async () =>
      Response.json(
        { message: 'boss changed this record since you opened it.', current },
        { status: 409 },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<ApplicationForm application={application()} onSaved={() => {}} />);
    expect(inputValue('OAuth Secret Key')).toBe('secret');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(/boss changed this record/)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/applications/a1');
    expect(JSON.parse(String(init?.body))).toMatchObject({ version: 1, name: 'Guitar App' });
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(inputValue('Name')).toBe('Renamed Elsewhere');
  });
});
