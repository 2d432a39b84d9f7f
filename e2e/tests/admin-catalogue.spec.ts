// The back office as staff use it: the superadmin creates a package with every kind of media uploaded
// through the screens, puts it Live, adds it to a new channel and a new dashboard list shown on the
// Discover tab, and a learner sees it; the restricted demo admin sees only what its permissions allow.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '@bandbook/domain';
import { logIn, openLogin } from '../support/app';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A real exercise from the demo content the server generated at start, zipped as staff would. */
function demoExerciseZip(): Buffer {
  const root = join(process.env.BANDBOOK_E2E_DATA_DIR ?? '', 'storage', 'uploads', 'soundcheck');
  // The demo items' folders (book-mms1-iN); staff uploads beside them are stored by date.
  const item = readdirSync(root)
    .filter((name) => /-mms\d+-i\d+$/.test(name))
    .sort()[0]!;
  const folder = join(root, item);
  const files = Object.fromEntries(
    readdirSync(folder).map((name) => [name, new Uint8Array(readFileSync(join(folder, name)))]),
  );
  return Buffer.from(zipSync(files));
}

/** Chooses a file for the upload field labelled `label` and waits until it is stored. */
async function upload(
  page: Page,
  label: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('button', { name: `Choose File for ${label}` })
    .first()
    .click();
  await (await chooser).setFiles(file);
  await expect(page.getByRole('button', { name: `Remove ${label}` }).first()).toBeVisible({
    timeout: 30_000,
  });
}

async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function saveTab(page: Page) {
  const save = page.getByRole('button', { name: 'Save', exact: true });
  // A tab change saves unsaved changes first (the editor's rule; after a new video was saved it can
  // find some, a save of its own with a notice of its own): let such a save end, so that the next
  // PUT is this click's.
  await expect(save).toBeEnabled();
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      new URL(response.url()).pathname.startsWith('/api/admin/content-packages/'),
  );
  await save.click();
  expect((await saved).status()).toBe(200);
  const notice = page.getByRole('alert').filter({ hasText: /has been saved/ });
  await expect(notice.first()).toBeVisible();
  // Close them all: a notification under the pointer never closes itself (hover pauses it), and at
  // the top of the window it can cover the tabs the next step clicks.
  await expect(async () => {
    if ((await notice.count()) > 0) await notice.first().locator('button').click({ timeout: 2000 });
    await expect(notice).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

async function logInAs(page: Page, username: string, password: string) {
  await page.goto('/');
  await openLogin(page);
  await logIn(page, username, password);
  // Staff go to the back office after login (issue 44).
  await expect(page).toHaveURL(/\/admin|\/dashboard\/library|\/welcome/);
}

test('a superadmin publishes a new package with all its media and a learner finds it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `E2E Book ${Date.now() % 1e6}`;
  await logInAs(page, 'admin', 'Admin1234');

  await test.step('create the package (settings and thumbnail)', async () => {
    await page.goto('/admin');
    await page
      .getByRole('region', { name: 'Content Packages' })
      .getByRole('link', { name: 'Add' })
      .click();
    await expect(page).toHaveURL('/admin/content-packages/create/settings');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Author').fill('Eve Tester');
    await page.getByLabel('Publisher').fill('E2E Press');
    await page.getByRole('textbox', { name: 'Description' }).fill('Grooves for every day.');
    await pick(page, 'Skill Levels', /Beginner/);
    await pick(page, 'Content Channels', 'Bandbook');
    await upload(page, 'Thumbnail Image', {
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/content-packages\/edit\/[^/]+\/settings/);
  });

  await test.step('upload the e-book, a video, an audio track with the zip, a SoundCheck item', async () => {
    await page.getByRole('tab', { name: 'eBook' }).click();
    await upload(page, 'PDF', { name: 'book.pdf', mimeType: 'application/pdf', buffer: PDF });
    await upload(page, 'Trial Version PDF', {
      name: 'trial.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await saveTab(page);

    await page.getByRole('tab', { name: 'Video List' }).click();
    await page.getByRole('button', { name: 'Add Video' }).click();
    await upload(page, 'Preview Image', { name: 'poster.png', mimeType: 'image/png', buffer: PNG });
    await upload(page, 'Video', {
      name: 'lesson.mp4',
      mimeType: 'video/mp4',
      // An ISO media box header: uploads are kept only when their first bytes show their type.
      buffer: Buffer.from('\0\0\0\x18ftypisom not really a video', 'latin1'),
    });
    await saveTab(page);

    await page.getByRole('tab', { name: 'Audio List' }).click();
    // A new list comes with its first track.
    await page.getByRole('button', { name: 'Add List' }).click();
    await upload(page, 'Audio', {
      name: 'track.mp3',
      mimeType: 'audio/mpeg',
      buffer: Buffer.from('ID3 not really audio'),
    });
    await upload(page, 'Audio Zip', {
      name: 'tracks.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from(zipSync({ 'track.mp3': new Uint8Array([1, 2, 3]) })),
    });
    await saveTab(page);

    const soundCheckTab = page.getByRole('tab', { name: 'SoundCheck List' });
    await soundCheckTab.click();
    await expect(soundCheckTab).toHaveAttribute('aria-selected', 'true');
    // A new list comes with its first item.
    await page.getByRole('button', { name: 'Add List' }).click();
    await page
      .getByRole('group', { name: 'Item 1' })
      .getByLabel('MMS ID')
      .fill(`e2e-${Date.now() % 1e8}`);
    await upload(page, 'Exercise File 1', {
      name: 'exercise.zip',
      mimeType: 'application/zip',
      buffer: demoExerciseZip(),
    });
    await saveTab(page);
  });

  await test.step('put it Live from the list, while a search is on its way', async () => {
    await page.goto('/admin/content-packages/list');
    const search = page.getByRole('textbox', { name: 'Search' });
    await search.fill(title);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toHaveCount(1);

    // The order a slow server can give: the next search (shown meanwhile with the rows before it) is
    // read before the switch's write and answered after it. The list must still show the package Live.
    const next = title.slice(0, -1);
    let searchRead!: () => void;
    const searchWasRead = new Promise<void>((resolve) => (searchRead = resolve));
    const answered = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        new URL(response.url()).pathname.endsWith('/active'),
    );
    await page.route('**/api/admin/content-packages/*/active', async (route) => {
      await searchWasRead;
      await route.continue();
    });
    let held = false;
    await page.route(
      (url) =>
        url.pathname === '/api/admin/content-packages' && url.searchParams.get('search') === next,
      async (route) => {
        if (held) return route.continue();
        held = true;
        const response = await route.fetch();
        searchRead();
        await answered;
        // Aborted when the page gives up this read; nothing is left to answer then.
        await route.fulfill({ response }).catch(() => {});
      },
    );
    await search.fill(next);
    await row.getByRole('switch', { name: 'Draft' }).click();
    expect((await answered).status()).toBe(200);
    await expect(row.getByRole('switch', { name: 'Live' })).toBeChecked();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  await test.step('add it to a new channel and a new dashboard list on the Discover tab', async () => {
    await page.goto('/admin/content-channels/create');
    await page.getByLabel('Name').fill(`${title} Channel`);
    await pick(page, 'Add a content package', title);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/content-channels\/(list|edit\/.+)/);

    await page.goto('/admin/dashboard-content-list/create');
    await page.getByRole('radio', { name: 'Guitar' }).check();
    await page.getByRole('textbox', { name: /^Title/ }).fill(`${title} Picks`);
    await pick(page, 'Add a content package', title);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard-content-list\/(list|edit\/.+)/);

    await page.goto('/admin/dashboard-content-list/order');
    await pick(page, 'Add a list to the Discover tab', `${title} Picks`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('The dashboard tabs have been saved.')).toBeVisible();
  });

  await test.step('a learner finds the book on Discover and opens it', async () => {
    // Another browser: logging the superadmin out would end its sessions in the other tests too.
    const learner = await (await browser.newContext()).newPage();
    await logInAs(learner, 'demo', 'Learner123');
    await learner.goto('/dashboard/discover');
    const section = learner.getByRole('region', { name: `${title} Picks` });
    await expect(section).toBeVisible();
    await section
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .click();
    await expect(learner.getByRole('heading', { name: title })).toBeVisible();
    await expect(learner.getByText('Grooves for every day.')).toBeVisible();
    await learner.context().close();
  });
});

test('the restricted demo admin sees only what its permissions allow', async ({ page }) => {
  await logInAs(page, 'editor', 'Editor1234');
  await page.goto('/admin');
  await expect(page.getByRole('region', { name: 'Content Packages' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Content Packages' }).getByRole('link', { name: 'Add' }),
  ).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Content Channels' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Applications' })).toBeVisible();

  // Only the books of its channel are listed, and none can be deleted or duplicated.
  await page.goto('/admin/content-packages/list');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Blues Guitar Licks' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Duplicate/ })).toHaveCount(0);

  // A page it may not use says so and sends it to the library after five seconds.
  await page.goto('/admin/application/create');
  await expect(page.getByText(MESSAGES.forbidden).first()).toBeVisible();
  await expect(page).toHaveURL('/dashboard/library', { timeout: 10_000 });
});
