// The back office's people and codes as staff use them: a superadmin makes a code list, downloads its
// codes as CSV, a learner redeems one and the list shows the activation and the new counters; a
// superadmin creates a learner without the validation email, gives a trial, extends it and observes
// the learner's dashboard, and reads it all in the audit log; the restricted demo admin is refused
// what its permissions deny.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MESSAGES, USER_ADMIN_MESSAGES } from '@bandbook/domain';
import { logIn, openLogin } from '../support/app';
import { createLearner, newLearner } from '../support/learners';

async function logInAs(page: Page, username: string, password: string) {
  await page.goto('/');
  await openLogin(page);
  await logIn(page, username, password);
  // Staff go to the back office after login (issue 44), learners to the library or onboarding.
  await expect(page).toHaveURL(/\/admin|\/dashboard\/library|\/welcome/);
}

async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test('an admin makes a code list, downloads it, a learner redeems a code and the admin sees it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const listName = `E2E codes ${Date.now() % 1e6}`;
  await logInAs(page, 'admin', 'Admin1234');

  await test.step('create the list', async () => {
    await page.goto('/admin');
    await page.getByRole('region', { name: 'Codes' }).getByRole('link', { name: 'Add' }).click();
    await expect(page).toHaveURL('/admin/coupons/create');
    await page.getByRole('button', { name: 'Create codes' }).click();
    await expect(page.getByText('Please select a Content Package.')).toBeVisible();
    await pick(
      page,
      'Content Package',
      /Rhythm|Guitar|Piano|Bass|Drum|Band|Sax|Flute|Violin|Trumpet|Voice|Song|Jazz/,
    );
    await page.getByLabel(/^Name/).fill(listName);
    await page.getByLabel('Number of codes').fill('3');
    await page.getByRole('button', { name: 'Create codes' }).click();
    await expect(page).toHaveURL(/\/admin\/coupons\/[0-9a-f-]+\/view$/);
    await expect(page.getByRole('heading', { name: listName })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Codes' }).getByRole('row')).toHaveCount(4);
  });

  const code = await test.step('download the available codes as CSV', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download available codes (CSV)' }).click();
    const file = await download;
    const text = readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('code,codeList,contentPackage,multiUse,expiresOn');
    expect(lines).toHaveLength(4);
    return lines[1]!.split(',')[0]!;
  });

  await test.step('a learner redeems one code', async () => {
    const learner = newLearner('redeem');
    await createLearner(request, learner);
    const context = await browser.newContext();
    const learnerPage = await context.newPage();
    await learnerPage.goto('/');
    await openLogin(learnerPage);
    await logIn(learnerPage, learner.username, learner.password);
    await expect(learnerPage).toHaveURL(/\/dashboard\/library|\/welcome/);
    await learnerPage.goto('/dashboard/library');
    await learnerPage
      .getByRole('main')
      .getByRole('link', { name: 'Enter Your Code' })
      .first()
      .click();
    const dialog = learnerPage.getByRole('dialog', { name: 'Add a Book' });
    await dialog.getByLabel('Code').fill(code);
    await dialog.getByRole('button', { name: 'Unlock My Book' }).click();
    await expect(dialog.getByText(MESSAGES.codeSuccess)).toBeVisible();
    await context.close();

    await test.step('the admin sees the activation and the counters', async () => {
      await page.reload();
      const counters = page.getByLabel('Counters');
      await expect(counters.getByText('Used', { exact: true }).locator('..')).toContainText('1');
      await page
        .getByRole('group', { name: 'Show' })
        .getByRole('button', { name: 'Only activated' })
        .click();
      const codes = page.getByRole('table', { name: 'Codes' });
      await expect(codes.getByRole('row')).toHaveCount(2);
      await expect(codes).toContainText('Activated (1/1)');
      await page.getByRole('button', { name: `Who used ${code}` }).click();
      const modal = page.getByRole('dialog', { name: `Who used ${code}` });
      await expect(modal).toContainText(learner.username);
      await expectNoSeriousAxeViolations(page);
    });
  });

  await test.step('the list shows the counters and offers the CSV exports', async () => {
    await page.goto('/admin/coupons/list');
    await page.getByLabel('Search').fill(listName);
    const row = page.getByRole('row', { name: new RegExp(listName) });
    await expect(row.getByRole('cell').nth(3)).toHaveText('3');
    await expect(row.getByRole('cell').nth(4)).toHaveText('1');
    await page.getByRole('button', { name: 'Download as CSV' }).click();
    const modal = page.getByRole('dialog', { name: 'Download as CSV' });
    await modal.getByRole('button', { name: 'New export' }).click();
    await expect(modal.getByRole('link', { name: /^Codes / })).toBeVisible({ timeout: 30_000 });
  });
});

test('an admin creates a learner without the validation email, gives a trial, extends it and observes the dashboard', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const username = `made${Date.now() % 1e8}`;
  await logInAs(page, 'admin', 'Admin1234');
  await page.goto('/admin/users/create/sul');
  await page.getByRole('button', { name: 'Skip Validation Email' }).click();
  await expect(page.getByText('A Username is required.')).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.test`);
  await page.getByLabel(/^Password/).fill('abc');
  await page.getByLabel('Confirm password').fill('abd');
  await pick(page, 'Region', 'United States');
  await pick(page, 'Language', 'English (US)');
  await page.getByRole('button', { name: 'Skip Validation Email' }).click();
  await expect(page.getByText(MESSAGES.passwordsDoNotMatch)).toBeVisible();
  await page.getByLabel('Confirm password').fill('abc');
  await page.getByRole('button', { name: 'Skip Validation Email' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/edit\/sul\/[0-9a-f-]+$/);

  const trials = page.getByRole('region', { name: 'Trials' });
  await pick(page, 'Package for a new trial', /./);
  await trials.getByRole('button', { name: 'Add trial' }).click();
  const trialRow = trials.getByRole('row');
  await expect(trialRow).toHaveCount(1);
  const title = (await trialRow.getByRole('rowheader').textContent())!;
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${username} has been saved.`)).toBeVisible();

  await trials.getByRole('button', { name: `Trial length of ${title}` }).click();
  await page.getByRole('menuitem', { name: '1 month' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${username} has been saved.`).first()).toBeVisible();
  await page.reload();
  const monthAway = new Date(Date.now() + 30 * 24 * 3600_000);
  await expect(page.getByRole('region', { name: 'Trials' })).toContainText(
    new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(monthAway),
  );

  await page.getByRole('button', { name: 'Observe dashboard' }).click();
  const observed = page.getByRole('dialog', { name: `Dashboard of ${username}` });
  await expect(observed.getByText(USER_ADMIN_MESSAGES.adminAccess)).toBeVisible();
  await expect(observed.getByRole('region', { name: 'Trials' })).toContainText(title);
  await expect(observed.getByText(USER_ADMIN_MESSAGES.noActiveSubscription)).toBeVisible();
  await page.keyboard.press('Escape');

  // The learner can log in at once: the account is verified.
  await page.getByRole('button', { name: 'Show history' }).click();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('trialList');

  await page.goto('/admin/audit');
  await pick(page, 'Record type', 'User');
  await expect(page.getByRole('table')).toContainText(username);
});

test('the restricted admin is refused what its permissions deny', async ({ page }) => {
  await logInAs(page, 'editor', 'Editor1234');
  await page.goto('/admin');
  await expect(page.getByRole('region', { name: 'Content Packages' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Codes' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Single Users' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Audit log' })).toHaveCount(0);
  await page.goto('/admin/coupons/list');
  await expect(page.getByText(MESSAGES.forbidden).first()).toBeVisible();
  await expect(page).toHaveURL('/dashboard/library', { timeout: 10_000 });
  // The server refuses the calls too, whatever the screens show.
  const statuses = await page.evaluate(async () => {
    const headers = { authorization: `Bearer ${sessionStorage.getItem('bandbook.token')}` };
    const urls = ['/api/admin/users/user-list-page', '/api/admin/coupon-lists', '/api/admin/audit'];
    return Promise.all(urls.map(async (url) => (await fetch(url, { headers })).status));
  });
  expect(statuses).toEqual([403, 403, 403]);
});
