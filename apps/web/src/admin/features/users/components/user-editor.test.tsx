// The account editor's save (useVersionedSave): the profile and a single user's lists go at the
// version read; a stale save keeps what was typed and offers Reload (their profile and lists) or
// Overwrite (ours at their version); a package the server finds given twice shows 'Oops!'.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USER_ADMIN_MESSAGES, type AdminUser } from '@bandbook/domain';
import { setToken } from '../../../../lib/auth-token';
import { makeUser, publicConfig } from '../../../../test/catalogue-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { UserEditor } from './user-editor';

afterEach(() => vi.unstubAllGlobals());

const JAZZ = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

const account = (overrides: Partial<AdminUser> = {}): AdminUser => ({
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
  profilePictureUrl: null,
  instruments: [],
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
  ...overrides,
});

const THEIRS = account({
  firstname: 'Theirs',
  version: 7,
  trialList: [
    {
      contentPackageId: JAZZ,
      contentPackageTitle: 'Jazz Chords',
      trialStartDate: '2025-02-01T00:00:00.000Z',
      trialEndDate: '2099-02-15T00:00:00.000Z',
      isExpired: false,
      trialPeriodInDays: 14,
    },
  ],
});

interface PutBody {
  firstname: string;
  version: number;
  subscriptionList: unknown[];
  trialList: { contentPackageId: string }[];
}

/** The staff member, the package options, the account as read, and PUT answered by `onPut`. */
function serve(onPut: (body: PutBody) => Response) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url === '/api/users/me') return Response.json(makeUser({ role: 'superadmin' }));
    if (url === '/api/config/public') return Response.json(publicConfig);
    if (url === '/api/admin/users/package-options') return Response.json([]);
    if (url === '/api/admin/users/u9' && init?.method === 'PUT') {
      return onPut(JSON.parse(String(init.body)) as PutBody);
    }
    if (url === '/api/admin/users/u9') return Response.json(THEIRS);
    return Response.json({ message: 'Not found.' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const puts = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)) as PutBody);
const firstName = () => screen.getByRole('textbox', { name: 'First name' }) as HTMLInputElement;
const stale = () =>
  Response.json(
    { message: 'bob changed this record since you opened it.', current: THEIRS },
    { status: 409 },
  );

async function typeFirstNameAndSave() {
  setToken('staff');
  const user = userEvent.setup();
  renderWithProviders(<UserEditor user={account()} kind="sul" listPath="/admin/users/list/sul" />);
  await user.clear(firstName());
  await user.type(firstName(), 'Ours');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return user;
}

describe('UserEditor', () => {
  it('on a stale save keeps what was typed; Reload shows their profile and lists', async () => {
    const fetchMock = serve((body) =>
      body.version === 7 ? Response.json({ ...THEIRS, version: 8 }) : stale(),
    );
    const user = await typeFirstNameAndSave();
    expect(await screen.findByText(/bob changed this record since you opened it\./)).toBeTruthy();
    expect(firstName().value).toBe('Ours');
    expect(puts(fetchMock)[0]).toMatchObject({ firstname: 'Ours', version: 3, trialList: [] });

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(firstName().value).toBe('Theirs');
    expect(
      within(screen.getByRole('region', { name: 'Trials' })).getByText('Jazz Chords'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('learner9 has been saved.')).toBeTruthy();
    expect(puts(fetchMock)[1]).toMatchObject({
      firstname: 'Theirs',
      version: 7,
      trialList: [{ contentPackageId: JAZZ }],
    });
  });

  it('keeps our first name once chosen and their trial, saved at their version', async () => {
    const fetchMock = serve((body) =>
      body.version === 7 ? Response.json({ ...THEIRS, firstname: 'Ours', version: 8 }) : stale(),
    );
    const user = await typeFirstNameAndSave();
    await user.click(await screen.findByRole('radio', { name: 'Keep mine: “Ours”' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('learner9 has been saved.')).toBeTruthy();
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(2));
    // Their trial is not reverted: only the field both changed took a choice.
    expect(puts(fetchMock)[1]).toMatchObject({
      firstname: 'Ours',
      version: 7,
      trialList: [{ contentPackageId: JAZZ }],
    });
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });

  it("shows 'Oops!' when the server finds a package given twice", async () => {
    serve(() =>
      Response.json(
        {
          title: USER_ADMIN_MESSAGES.duplicateTitle,
          message: USER_ADMIN_MESSAGES.duplicateAssignment,
        },
        { status: 409 },
      ),
    );
    await typeFirstNameAndSave();
    expect(await screen.findByText(USER_ADMIN_MESSAGES.duplicateTitle)).toBeTruthy();
    expect(screen.getAllByText(USER_ADMIN_MESSAGES.duplicateAssignment)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    expect(firstName().value).toBe('Ours');
  });
});
