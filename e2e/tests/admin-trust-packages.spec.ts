// The content-package list staff can trust (issue 44): deleting a book a learner owns archives it
// (the confirmation names the owner count; the owner keeps the book, others no longer find it) and
// Restore brings it back to discovery; bulk Live and Draft on selected rows; the list's filters kept
// in the URL through a reload and Back. Each test makes its own books through the API (the demo
// books stay as other tests expect them), titled to list first and in a genre no other test counts.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { PublicConfig } from '@bandbook/domain';
import { apiLogIn, openWithSession, readDashboard } from '../support/catalogue';
import { createLearner, newLearner } from '../support/learners';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const tag = () => `${Date.now() % 1e8}${Math.floor(Math.random() * 1000)}`;

async function send(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data?: object,
) {
  const response = await request.fetch(url, { method, headers: auth(token), data });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** A package made by staff through the API, Live or a Draft. */
async function makeBook(
  request: APIRequestContext,
  staff: string,
  title: string,
  { live, genreId }: { live: boolean; genreId?: string },
) {
  const channels = await send(request, staff, 'GET', '/api/admin/content-channels?limit=50');
  const channelId = (channels.pageData as { _id: string }[])[0]!._id;
  const created = await send(request, staff, 'POST', '/api/admin/content-packages', {
    title,
    subtitle: '',
    description: '',
    thumbnailImage: null,
    author: 'Ann Author',
    publisher: 'Bandbook Press',
    releaseDate: null,
    trialPeriodInDays: 0,
    catalogueNumber: null,
    genreIdList: genreId ? [genreId] : [],
    instrumentIdList: [],
    skillLevelIdList: ['beginner'],
    contentChannelIdList: [channelId],
  });
  const id = created._id as string;
  if (live)
    await send(request, staff, 'PUT', `/api/admin/content-packages/${id}/active`, { active: true });
  return id;
}

/** A learner who unlocked the book with a code of a new code list. */
async function ownerOf(request: APIRequestContext, staff: string, bookId: string) {
  const list = await send(request, staff, 'POST', '/api/admin/coupon-lists', {
    contentPackageId: bookId,
    name: `Trust codes ${tag()}`,
    codeNbr: 1,
    multiUseCounter: 1,
  });
  const codes = await send(
    request,
    staff,
    'GET',
    `/api/admin/coupon-lists/${list._id as string}/codes`,
  );
  const code = JSON.stringify(codes).match(/"code":"([^"]+)"/)![1]!;
  const learner = newLearner('owner');
  await createLearner(request, learner);
  const token = await apiLogIn(request, learner.username, learner.password);
  await send(request, token, 'POST', '/api/coupons/activate', { coupon: code });
  return token;
}

/** A genre with demo books that is not the first such (discover.spec.ts counts that one's books). */
async function quietGenre(request: APIRequestContext, token: string) {
  const config = (await (await request.get('/api/config/public')).json()) as PublicConfig;
  const { allList } = await readDashboard(request, token);
  const used = config.genres.filter((genre) =>
    allList.some((b) => b.genreIdList.includes(genre.id)),
  );
  return (used[1] ?? used[0])!;
}

const genreBooks = (page: Page) => page.getByRole('main').getByRole('list', { name: 'Books' });

async function openGenre(page: Page, genre: { id: string; label: string }) {
  await page.goto(`/dashboard/discover/genres/${genre.id}`);
  await expect(page.getByRole('heading', { level: 1, name: genre.label })).toBeVisible();
  await expect(genreBooks(page).getByRole('listitem').first()).toBeVisible();
}

/** The list's status filter: its label is what a pointer clicks (the radio itself is hidden). */
async function showStatus(page: Page, name: 'All' | 'Live' | 'Draft' | 'Archived') {
  const filter = page.getByRole('radiogroup', { name: 'Status' });
  await filter.getByText(name, { exact: true }).click();
  await expect(filter.getByRole('radio', { name })).toBeChecked();
}

/**
 * Sees the notice, then closes it: a notice in the page's corner stays while the pointer is over it
 * (hover pauses it) and takes the clicks meant for what it covers.
 */
async function seeNotice(page: Page, text: string) {
  const notice = page.getByRole('alert').filter({ hasText: text });
  await expect(notice).toBeVisible();
  await notice.locator('button').click();
  await expect(notice).toHaveCount(0);
}

const row = (page: Page, title: string) =>
  page.getByRole('table', { name: 'Content Packages' }).getByRole('row').filter({ hasText: title });

test('a book a learner owns is archived, not deleted, and restored to discovery', async ({
  page,
  browser,
  request,
}) => {
  const staff = await apiLogIn(request, 'admin', 'Admin1234');
  const strangerLearner = newLearner('stranger');
  await createLearner(request, strangerLearner);
  const strangerToken = await apiLogIn(request, strangerLearner.username, strangerLearner.password);
  const genre = await quietGenre(request, strangerToken);
  const title = `Aa Trust ${tag()}`;
  const bookId = await makeBook(request, staff, title, { live: true, genreId: genre.id });
  const ownerToken = await ownerOf(request, staff, bookId);

  const stranger = await (await browser.newContext()).newPage();
  await openWithSession(stranger, strangerToken, `/dashboard/discover/genres/${genre.id}`);
  await expect(genreBooks(stranger).getByRole('link', { name: title })).toBeVisible();

  // Staff delete it: the confirmation names the owner, and the book is archived.
  await openWithSession(page, staff, `/admin/content-packages/list?q=${encodeURIComponent(title)}`);
  await row(page, title).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${title}?` });
  await expect(dialog).toContainText('1 learner owns this package');
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await seeNotice(page, 'The package has been archived: 1 learner who owns it keeps it.');
  await expect(row(page, title)).toHaveCount(0);

  // The owner still has it, and opens it.
  const owner = await (await browser.newContext()).newPage();
  await openWithSession(owner, ownerToken, '/dashboard/library');
  const myBooks = owner.getByRole('region', { name: 'My Books' });
  await myBooks.getByRole('link', { name: title }).click();
  await expect(owner.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Another learner no longer finds it.
  await openGenre(stranger, genre);
  await expect(genreBooks(stranger).getByRole('link', { name: title })).toHaveCount(0);

  // Restored from the Archived filter, it is back in discovery.
  await showStatus(page, 'Archived');
  await expect(row(page, title).getByText('Archived', { exact: true })).toBeVisible();
  await row(page, title).getByRole('button', { name: 'Restore' }).click();
  await seeNotice(page, 'The package has been restored.');
  await openGenre(stranger, genre);
  await expect(genreBooks(stranger).getByRole('link', { name: title })).toBeVisible();
});

test('two selected rows are put Live, then Draft, in one action each', async ({
  page,
  request,
}) => {
  const staff = await apiLogIn(request, 'admin', 'Admin1234');
  const mark = `Bulk ${tag()}`;
  for (const n of [1, 2]) await makeBook(request, staff, `Aa ${mark} ${n}`, { live: false });
  await openWithSession(page, staff, `/admin/content-packages/list?q=${encodeURIComponent(mark)}`);
  const switches = page.getByRole('table', { name: 'Content Packages' }).getByRole('switch');
  await expect(switches).toHaveCount(2);

  for (const [action, state] of [
    ['Make Live', 'Live'],
    ['Make Draft', 'Draft'],
  ] as const) {
    await page.getByRole('checkbox', { name: `Select Aa ${mark} 1` }).check();
    await page.getByRole('checkbox', { name: `Select Aa ${mark} 2` }).check();
    const bar = page.getByRole('group', { name: 'Bulk actions' });
    await expect(bar).toContainText('2 packages selected');
    await bar.getByRole('button', { name: action }).click();
    await seeNotice(page, `2 packages now ${state}.`);
    await expect(switches.and(page.getByRole('switch', { name: state }))).toHaveCount(2);
  }
});

test('the list keeps its filter, search and order in the URL through a reload and Back', async ({
  page,
  request,
}) => {
  const staff = await apiLogIn(request, 'admin', 'Admin1234');
  const mark = `Keep ${tag()}`;
  await makeBook(request, staff, `Aa ${mark} live`, { live: true });
  await makeBook(request, staff, `Aa ${mark} draft one`, { live: false });
  await makeBook(request, staff, `Aa ${mark} draft two`, { live: false });
  await openWithSession(page, staff, '/admin/content-packages/list');
  const table = page.getByRole('table', { name: 'Content Packages' });
  // The thumbnail column shows the demo books' covers as images that load, not their file names.
  const cover = table.getByRole('img', { name: /^Cover of / }).first();
  await expect(cover).toBeVisible();
  await expect
    .poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  await page.getByRole('textbox', { name: 'Search' }).fill(mark);
  await expect(table.getByRole('row')).toHaveCount(4);
  await showStatus(page, 'Draft');
  await expect(table.getByRole('row')).toHaveCount(3);
  await table.getByRole('button', { name: 'Title' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('draft two');
  await expect(page).toHaveURL(/status=draft/);
  await expect(page).toHaveURL(/sort=-title/);

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue(mark);
  await expect(
    page.getByRole('radiogroup', { name: 'Status' }).getByRole('radio', { name: 'Draft' }),
  ).toBeChecked();
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(1)).toContainText('draft two');

  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(table.getByRole('row').nth(1)).toContainText('draft one');
});
