// CSV imports in the back office (issue 49 item 2), as staff use them: the demo superadmin opens
// Import from the admin home, checks a learners file with mistakes and reads them by line and
// column, checks the corrected file, imports its rows and reads the summary; then imports codes into
// one of the demo's code lists. Everything by accessible names; waits are on what the page shows.
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { logIn, openLogin } from '../support/app';

const HEADER =
  'username,email,firstname,lastname,languageCode,currencyCode,subscriptions,subscriptionEnds,trials,trialEnds';
const JOB_WAIT = { timeout: 30_000 };

async function chooseFile(page: Page, name: string, csv: string) {
  await page.getByLabel('CSV file').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
}

test('a superadmin checks a learners file, reads its errors, imports the corrected file, then imports codes', async ({
  page,
}) => {
  const run = randomBytes(3).toString('hex');
  const [ann, bob] = [`ann${run}`, `bob${run}`];
  await page.goto('/');
  await openLogin(page);
  await logIn(page, 'admin', 'Admin1234');
  await expect(page).toHaveURL(/\/admin$/);

  await test.step('open Import from the admin home', async () => {
    await page.getByRole('region', { name: 'Import' }).getByRole('link', { name: 'Open' }).click();
    await expect(page).toHaveURL('/admin/import');
    await expect(page.getByRole('heading', { name: 'Import', level: 1 })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Learners' })).toBeChecked();
    await expect(page.getByText(/Forgot password/)).toBeVisible();
  });

  await test.step('a file with mistakes: its errors by line and column', async () => {
    await chooseFile(
      page,
      'learners.csv',
      [
        HEADER,
        `${ann},${ann}@example.com,Ann,,en-us,USD,,,,`,
        `${bob},not-an-email,,,en-us,USD,,,,`,
      ].join('\r\n'),
    );
    await page.getByRole('button', { name: 'Check file' }).click();
    const table = page.getByRole('table', { name: 'Errors in the file' });
    await expect(table).toBeVisible(JOB_WAIT);
    await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText([
      '3',
      'email',
      "Doesn't look like a valid email.",
    ]);
    await expect(page.getByRole('alert')).toContainText('The check found 1 error in 2 rows');
    await expect(page.getByRole('button', { name: /^Import \d/ })).toHaveCount(0);
  });

  await test.step('the corrected file: no errors, imported, a summary', async () => {
    await chooseFile(
      page,
      'learners.csv',
      [
        HEADER,
        `${ann},${ann}@example.com,Ann,,en-us,USD,,,,`,
        `${bob},${bob}@example.com,,,en-us,USD,,,,`,
      ].join('\r\n'),
    );
    await page.getByRole('button', { name: 'Check file' }).click();
    await expect(page.getByText('No errors in 2 rows')).toBeVisible(JOB_WAIT);
    await page.getByRole('button', { name: 'Import 2 rows' }).click();
    await expect(page.getByText('Imported 2 rows of 2.')).toBeVisible(JOB_WAIT);
  });

  await test.step('codes into a demo code list', async () => {
    await page.getByRole('radio', { name: 'Codes into a code list' }).check();
    await page.getByRole('combobox', { name: 'Code list' }).click();
    await page.getByRole('option').first().click();
    const code = `E2E${randomBytes(4)
      .toString('hex')
      .toUpperCase()
      .replace(/[ILOU]/g, '7')}`;
    await chooseFile(page, 'codes.csv', `code\n${code}\n`);
    await page.getByRole('button', { name: 'Check file' }).click();
    await expect(page.getByText('No errors in 1 row')).toBeVisible(JOB_WAIT);
    await page.getByRole('button', { name: 'Import 1 row' }).click();
    await expect(page.getByText('Imported 1 row of 1.')).toBeVisible(JOB_WAIT);
  });
});
