// The back office's safety and accessibility: two staff editing one package never overwrite each other
// silently (the second save is stopped and told who changed it), and axe finds no serious or critical
// violation on any admin page.
import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { apiLogIn, openWithSession } from '../support/catalogue';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** A draft package of its own, made through the API, so the test edits nothing others read. */
async function createDraft(
  request: APIRequestContext,
  token: string,
  title: string,
): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const config = (await (await request.get('/api/config/public')).json()) as {
    skillLevels: { id: string }[];
  };
  const channels = (await (await request.get('/api/content-channels', { headers })).json()) as {
    _id: string;
    name: string;
  }[];
  const main = channels.find((channel) => channel.name === 'Bandbook') ?? channels[0]!;
  const response = await request.post('/api/admin/content-packages', {
    headers,
    data: {
      title,
      subtitle: '',
      description: '',
      thumbnailImage: null,
      author: 'Con Flict',
      publisher: 'Two Editors',
      releaseDate: null,
      trialPeriodInDays: 0,
      catalogueNumber: null,
      genreIdList: [],
      instrumentIdList: [],
      skillLevelIdList: [config.skillLevels[0]!.id],
      contentChannelIdList: [main._id],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

/**
 * Waits for the package editor's form. On a loaded machine the admin code and the package's three reads can
 * take well over the default 10 s; if the page shows an error or the login modal instead, the failure says
 * what it showed.
 */
async function expectEditor(page: Page) {
  const subtitle = page.getByRole('textbox', { name: /^Subtitle/ });
  const instead = page.getByRole('alert').or(page.getByRole('dialog'));
  await expect(subtitle.or(instead).first()).toBeVisible({ timeout: 30_000 });
  expect(await instead.allInnerTexts(), `what ${page.url()} showed instead of the editor`).toEqual(
    [],
  );
  await expect(subtitle).toBeVisible();
}

test('two staff edit one package: the second save is stopped, told who changed it, and can reload', async ({
  browser,
}) => {
  const first = await browser.newPage();
  const second = await browser.newPage();
  const token = await apiLogIn(first.request, 'admin', 'Admin1234');
  const id = await createDraft(first.request, token, `Conflict ${Date.now() % 1e6}`);
  const url = `/admin/content-packages/edit/${id}/settings`;
  await openWithSession(first, token, url);
  await openWithSession(second, token, url);
  for (const page of [first, second]) await expectEditor(page);

  await first.getByRole('textbox', { name: /^Subtitle/ }).fill('Saved first');
  await first.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(first.getByText(/has been saved/).first()).toBeVisible();

  await second.getByRole('textbox', { name: /^Subtitle/ }).fill('Saved second');
  await second.getByRole('button', { name: 'Save', exact: true }).click();
  const conflict = second.getByRole('alert').filter({ hasText: 'changed this record' });
  await expect(conflict).toContainText('admin changed this record since you opened it.');
  await conflict.getByRole('button', { name: 'Reload' }).click();
  await expect(second.getByRole('textbox', { name: /^Subtitle/ })).toHaveValue('Saved first');
  await first.close();
  await second.close();
});

// Each page is a test of its own, each with its own time limit: sixteen pages scanned in one test took over
// three minutes on a loaded CI machine. They share one signed-in page, in order, as a staff member would
// browse them. `:draft` stands for a draft package made once for the group.
const AXE_PAGES: readonly [path: string, heading: string | RegExp][] = [
  ['/admin', 'Admin'],
  ['/admin/content-packages/list', 'Content Packages'],
  ['/admin/content-packages/edit/:draft/settings', 'Edit Content Package'],
  ['/admin/content-packages/edit/:draft/audio', 'Edit Content Package'],
  ['/admin/content-channels/list', /Content Channels/],
  ['/admin/content-channels/create', /Channel/],
  ['/admin/dashboard-content-list/list', /Dashboard/],
  ['/admin/dashboard-content-list/order', /Dashboard Tabs/],
  ['/admin/application/list', /Applications/],
  ['/admin/application/create', /Application/],
  ['/admin/users/list/sul', /Single Users/],
  ['/admin/users/create/sul', /user/i],
  ['/admin/users/list', /users|administrators/i],
  ['/admin/coupons/list', /code/i],
  ['/admin/coupons/create', /code/i],
  ['/admin/audit', /Audit/],
];

test.describe('axe finds no serious or critical violation', () => {
  test.describe.configure({ mode: 'serial' });
  let context: BrowserContext;
  let page: Page;
  let draft = '';
  test.beforeAll(async ({ browser }) => {
    // axe opens a page of its own in the same context to gather its results: a context made here.
    context = await browser.newContext();
    page = await context.newPage();
    const token = await apiLogIn(page.request, 'admin', 'Admin1234');
    draft = await createDraft(page.request, token, `Axe ${Date.now() % 1e6}`);
    await openWithSession(page, token, '/admin');
  });
  test.afterAll(async () => {
    await context.close();
  });

  for (const [path, heading] of AXE_PAGES) {
    test(`on ${path}`, async () => {
      await page.goto(path.replace(':draft', draft));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
