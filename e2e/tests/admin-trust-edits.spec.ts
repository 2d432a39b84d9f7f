// Edits a publisher can trust (issue 44): unsaved changes are never lost silently (leaving asks,
// reloading asks the browser's question, a saved form lets go); a stale save merges field by field
// (a colleague's change is never reverted, only a field both changed asks mine or theirs); a
// refused save (403) keeps the form and says why, without the forbidden redirect.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MESSAGES } from '@bandbook/domain';
import { apiLogIn, openWithSession } from '../support/catalogue';

const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
const unique = () => `${Date.now() % 1e7}${Math.floor(Math.random() * 100)}`;

/** The channel every package of these tests is in, and the one the staff account works in. */
async function mainChannel(request: APIRequestContext, token: string) {
  const channels = (await (await request.get('/api/content-channels', auth(token))).json()) as {
    _id: string;
    name: string;
  }[];
  return (channels.find((channel) => channel.name === 'Bandbook') ?? channels[0]!)._id;
}

/** A draft package of its own, made through the API, so the test edits nothing others read. */
async function createDraft(request: APIRequestContext, token: string, title: string) {
  const config = (await (await request.get('/api/config/public')).json()) as {
    skillLevels: { id: string }[];
  };
  const response = await request.post('/api/admin/content-packages', {
    ...auth(token),
    data: {
      title,
      subtitle: 'As opened',
      description: '',
      thumbnailImage: null,
      author: 'First Author',
      publisher: 'Trusted Press',
      releaseDate: null,
      trialPeriodInDays: 0,
      catalogueNumber: null,
      genreIdList: [],
      instrumentIdList: [],
      skillLevelIdList: [config.skillLevels[0]!.id],
      contentChannelIdList: [await mainChannel(request, token)],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

async function readPackage(request: APIRequestContext, token: string, id: string) {
  const response = await request.get(`/api/admin/content-packages/${id}`, auth(token));
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { subtitle: string; author: string; version: number };
}

const editorUrl = (id: string) => `/admin/content-packages/edit/${id}/settings`;
const subtitle = (page: Page) => page.getByRole('textbox', { name: /^Subtitle/ });
const author = (page: Page) => page.getByRole('textbox', { name: /^Author/ });
const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });
/**
 * Sends the form as a keyboard user does (Enter in a field): the 'has been saved' notice of the
 * save before can sit over the Save button for a few seconds.
 */
const saveAgain = (page: Page) => subtitle(page).press('Enter');
const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Leave without saving?' });
const breadcrumb = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name });

/** Waits for the package editor's form (the admin code and three reads can be slow on a busy machine). */
async function expectEditor(page: Page) {
  await expect(subtitle(page)).toBeVisible({ timeout: 30_000 });
}

test('leaving a package with an unsaved subtitle asks; Stay keeps it, Leave drops it, a reload asks, a save lets go', async ({
  page,
}) => {
  const token = await apiLogIn(page.request, 'admin', 'Admin1234');
  const id = await createDraft(page.request, token, `Leave ${unique()}`);
  await openWithSession(page, token, editorUrl(id));
  await expectEditor(page);

  await subtitle(page).fill('Typed, not saved');
  await breadcrumb(page, 'Content Packages').click();
  await expect(leaveDialog(page)).toBeVisible();
  await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
  await expect(leaveDialog(page)).toBeHidden();
  await expect(page).toHaveURL(editorUrl(id));
  await expect(subtitle(page)).toHaveValue('Typed, not saved');

  // The header's links and the browser's back ask too.
  await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
  await expect(leaveDialog(page)).toBeVisible();
  await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
  await expect(subtitle(page)).toHaveValue('Typed, not saved');

  // Reloading asks the browser's own question; dismissed, the page and the edit stay. (The reload
  // starts in the page: Playwright's page.reload() never settles once the reload is called off.)
  const asked = page.waitForEvent('dialog');
  const reloading = page.evaluate(() => window.location.reload());
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await reloading;
  await expect(subtitle(page)).toHaveValue('Typed, not saved');

  await breadcrumb(page, 'Content Packages').click();
  await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL('/admin/content-packages/list');
  expect((await readPackage(page.request, token, id)).subtitle).toBe('As opened');

  // Saved, nothing holds the way out, nor a reload.
  await page.goto(editorUrl(id));
  await expectEditor(page);
  await subtitle(page).fill('Saved this time');
  await save(page).click();
  await expect(page.getByText(/has been saved/).first()).toBeVisible();
  let dialogs = 0;
  page.on('dialog', (shown) => {
    dialogs += 1;
    void shown.dismiss();
  });
  await breadcrumb(page, 'Content Packages').click();
  await expect(page).toHaveURL('/admin/content-packages/list');
  await expect(leaveDialog(page)).toHaveCount(0);
  await page.goBack();
  await expectEditor(page);
  await page.reload();
  await expectEditor(page);
  expect(dialogs).toBe(0);
  expect((await readPackage(page.request, token, id)).subtitle).toBe('Saved this time');
});

test("two staff edit one package: a stale save keeps the colleague's subtitle and asks only about a field both changed", async ({
  browser,
}) => {
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  const a = await contextA.newPage();
  const b = await contextB.newPage();
  const token = await apiLogIn(a.request, 'admin', 'Admin1234');
  const id = await createDraft(a.request, token, `Merge ${unique()}`);
  await openWithSession(a, token, editorUrl(id));
  await openWithSession(b, token, editorUrl(id));
  for (const page of [a, b]) await expectEditor(page);

  await subtitle(a).fill('Subtitle by A');
  await save(a).click();
  await expect(a.getByText(/has been saved/).first()).toBeVisible();

  await author(b).fill('Author by B');
  await save(b).click();
  const conflict = b.getByRole('alert').filter({ hasText: 'changed this record' });
  await expect(conflict).toContainText('admin changed this record since you opened it.');
  await expect(conflict.getByRole('list', { name: 'Changed by them, now in the form' })).toHaveText(
    'Subtitle: “Subtitle by A”',
  );
  await expect(conflict.getByRole('list', { name: 'Changed by you, kept' })).toHaveText(
    'Author: “Author by B”',
  );
  await expect(conflict).toContainText('Nothing conflicts');
  await expect(conflict.getByRole('radiogroup')).toHaveCount(0);
  await expect(subtitle(b)).toHaveValue('Subtitle by A');
  await expect(author(b)).toHaveValue('Author by B');
  await save(b).click();
  await expect(b.getByText(/has been saved/).first()).toBeVisible();
  await expect(conflict).toHaveCount(0);
  const merged = await readPackage(a.request, token, id);
  expect({ subtitle: merged.subtitle, author: merged.author }).toEqual({
    subtitle: 'Subtitle by A',
    author: 'Author by B',
  });

  // Now both change the subtitle: that one field asks, and the choice is saved.
  await a.reload();
  await expectEditor(a);
  await expect(author(a)).toHaveValue('Author by B');
  await subtitle(a).fill('A again');
  await save(a).click();
  await expect(a.getByText(/has been saved/).first()).toBeVisible();
  await subtitle(b).fill('B again');
  await saveAgain(b);
  const choice = b.getByRole('radiogroup', { name: 'Subtitle: changed by both of you' });
  await expect(choice).toBeVisible();
  await expect(b.getByRole('alert').getByRole('radiogroup')).toHaveCount(1);
  await choice.getByRole('radio', { name: 'Keep mine: “B again”' }).check();
  await saveAgain(b);
  await expect(b.getByText(/has been saved/).first()).toBeVisible();
  const chosen = await readPackage(a.request, token, id);
  expect({ subtitle: chosen.subtitle, author: chosen.author }).toEqual({
    subtitle: 'B again',
    author: 'Author by B',
  });
  await contextA.close();
  await contextB.close();
});

test('a save the server refuses (403) keeps the form and its message, with no redirect to the library', async ({
  page,
  request,
}) => {
  const admin = await apiLogIn(request, 'admin', 'Admin1234');
  const channel = await mainChannel(request, admin);
  const username = `trust${unique()}`;
  const password = 'Trust12345';
  const staff = {
    username,
    email: `${username}@bandbook.local`,
    currencyCode: 'USD',
    languageCode: 'en-us',
    role: 'admin',
    permissions: [{ resource: 'contentPackages', actions: ['read', 'update'] }],
    contentChannelIdList: [channel],
  };
  const created = await request.post('/api/admin/users', {
    ...auth(admin),
    data: { ...staff, password, status: 1 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { _id: staffId, version } = (await created.json()) as { _id: string; version: number };
  const id = await createDraft(request, admin, `Refused ${unique()}`);

  // The redirect of a forbidden page waits 5 s: the page's clock lets the test pass them at once.
  await page.clock.install();
  await openWithSession(page, await apiLogIn(request, username, password), editorUrl(id));
  await expectEditor(page);

  // Meanwhile a superadmin takes back the right to update packages.
  const revoked = await request.put(`/api/admin/users/${staffId}`, {
    ...auth(admin),
    data: {
      ...staff,
      permissions: [{ resource: 'contentPackages', actions: ['read'] }],
      version,
    },
  });
  expect(revoked.status(), await revoked.text()).toBe(200);

  await subtitle(page).fill('Typed before the refusal');
  await save(page).click();
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.forbidden })).toBeVisible();
  await page.clock.fastForward(6_000);
  await expect(page).toHaveURL(editorUrl(id));
  await expect(leaveDialog(page)).toHaveCount(0);
  await expect(subtitle(page)).toHaveValue('Typed before the refusal');
  expect((await readPackage(request, admin, id)).subtitle).toBe('As opened');
});
