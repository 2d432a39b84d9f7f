// Issue 44: staff edit a learner's age, address, instruments, genres and picture on the single-user
// form, and the save sends them (age as a number); a staff account's form has none of them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser, PublicConfig } from '@bandbook/domain';
import { setToken } from '../../../../lib/auth-token';
import { makeUser, publicConfig } from '../../../../test/catalogue-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { UserEditor } from './user-editor';

afterEach(() => vi.unstubAllGlobals());

const config: PublicConfig = {
  ...publicConfig,
  countries: [
    { code: 'US', name: 'United States' },
    { code: 'FR', name: 'France' },
  ],
  usStates: [{ code: 'TX', name: 'Texas' }],
  ageOptions: [5, 6, 27, 28],
};

const learner = {
  _id: 'u9',
  username: 'learner9',
  email: 'learner9@example.test',
  pendingEmail: null,
  role: 'user',
  status: 1,
  provider: 'local',
  firstname: 'Lee',
  lastname: 'Ner',
  age: null,
  musicianType: null,
  profilePictureUrl: '/media/uploads/thumbnail/2026/12/face.png',
  instruments: ['bass'],
  genres: [],
  currencyCode: 'USD',
  languageCode: 'en-us',
  domainUrl: null,
  timeZone: null,
  address: { line1: '', line2: '', city: '', zip: '', state: '', countryCode: '' },
  stars: 0,
  userStars: 0,
  newsletterOptIn: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  createdBy: null,
  permissions: [],
  contentChannelIdList: [],
  adminAccess: { canEditAllUsers: false },
  subscriptionList: [],
  trialList: [],
  deleted: false,
  canEdit: true,
  canDelete: false,
  canEditRole: false,
  version: 3,
  updatedAt: '2025-01-01T00:00:00.000Z',
  updatedBy: null,
} satisfies AdminUser;

function serve() {
  const puts: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      if (url === '/api/users/me') return Response.json(makeUser({ role: 'superadmin' }));
      if (url === '/api/config/public') return Response.json(config);
      if (url === '/api/admin/users/package-options') return Response.json([]);
      if (url === '/api/admin/users/u9' && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        puts.push(body);
        return Response.json({ ...learner, ...body, version: 4 });
      }
      return Response.json({ message: 'Not found.' }, { status: 404 });
    }),
  );
  return puts;
}

/** Opens a select by its label and picks an option of its own list. */
async function pick(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  const box = await screen.findByRole('combobox', { name: label });
  await user.click(box);
  await waitFor(() => expect(box.getAttribute('aria-controls')).toBeTruthy());
  const list = document.getElementById(box.getAttribute('aria-controls')!)!;
  await user.click(await within(list).findByRole('option', { name: option, hidden: true }));
}

describe("a learner's profile on the single-user form", () => {
  it('shows age, address, instruments, genres and the picture, and saves what staff change', async () => {
    const puts = serve();
    setToken('staff');
    const user = userEvent.setup();
    renderWithProviders(<UserEditor user={learner} kind="sul" listPath="/admin/users/list/sul" />);
    expect(await screen.findByRole('group', { name: 'Learner profile' })).toBeTruthy();
    expect(screen.getByText('face.png')).toBeTruthy();

    await pick(user, 'Age', '27');
    await user.type(screen.getByRole('textbox', { name: 'Address Line 1' }), '1 Main St');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Austin');
    await pick(user, 'Country', 'United States');
    // In the United States the state comes from the list.
    await pick(user, 'State', 'Texas');
    await pick(user, 'Genres', 'Funk');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({
      age: 27,
      address: { line1: '1 Main St', city: 'Austin', countryCode: 'US', state: 'TX' },
      instruments: ['bass'],
      genres: ['funk'],
      profilePictureUrl: '/media/uploads/thumbnail/2026/12/face.png',
    });
  });

  it('is not on a staff account’s form, and a staff save leaves those fields out', async () => {
    const puts = serve();
    setToken('staff');
    const user = userEvent.setup();
    renderWithProviders(
      <UserEditor user={{ ...learner, role: 'sales' }} kind="staff" listPath="/admin/users/list" />,
    );
    await screen.findByRole('textbox', { name: 'First name' });
    expect(screen.queryByRole('group', { name: 'Learner profile' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).not.toHaveProperty('age');
    expect(puts[0]).not.toHaveProperty('instruments');
    expect(puts[0]).not.toHaveProperty('profilePictureUrl');
  });
});
