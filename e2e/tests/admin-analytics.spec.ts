// Redemption analytics in the back office (issue 49), as staff use it: the landing page loads none of
// the chart library; the superadmin opens Analytics from the admin home, reads the demo's past
// redemptions in the tables under the charts, narrows to one code list, sees a bad range refused on
// its field, and downloads the same figures as CSV.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ANALYTICS_MESSAGES } from '@bandbook/domain';
import { logIn, openLogin } from '../support/app';

/** The demo seed's list of past uses (apps/server/src/seed/demo-history.ts): 6 of 10 codes used. */
const HISTORY_LIST = 'Spring promotion (past uses)';

/** Every script the page loads, with its text. */
function recordScripts(page: Page) {
  const scripts: Promise<{ url: string; text: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.text().then((text) => ({ url: response.url(), text })));
    }
  });
  return () => Promise.all(scripts);
}

test('the landing page loads no chart code', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const loaded = await scripts();
  expect(loaded.length).toBeGreaterThan(0);
  // recharts' class names are string literals, kept by the minifier.
  expect(loaded.filter((script) => script.text.includes('recharts-')).map((s) => s.url)).toEqual(
    [],
  );
});

test('a superadmin reads the redemption figures, narrows them and downloads them as CSV', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  await openLogin(page);
  await logIn(page, 'admin', 'Admin1234');
  await expect(page).toHaveURL(/\/admin$/);

  await test.step('open Analytics from the admin home', async () => {
    await page
      .getByRole('region', { name: 'Analytics' })
      .getByRole('link', { name: 'View' })
      .click();
    await expect(page).toHaveURL('/admin/analytics');
    await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('img', { name: /codes activated and trials started per day/ }),
    ).toBeVisible();
    // The chart library came with this page.
    expect((await scripts()).some((script) => script.text.includes('recharts-'))).toBe(true);
  });

  await test.step('read the demo list in the table under its chart', async () => {
    const lists = page.getByRole('table', { name: /^Code lists/ });
    const history = lists.getByRole('row').filter({ hasText: HISTORY_LIST });
    await expect(history).toHaveCount(1);
    await expect(history.getByRole('cell')).toHaveText([/./, '6', '6', '10', '60.0 %']);
    await expect(page.getByRole('img', { name: /share of each code list used/ })).toBeVisible();
    const days = page.getByRole('table', { name: /per day/ });
    // The last 30 days, and their total.
    await expect(days.locator('tbody tr')).toHaveCount(30);
    await expect(days.locator('tfoot').getByRole('rowheader', { name: 'Total' })).toBeVisible();
  });

  await test.step('narrow to the demo list', async () => {
    await page.getByRole('combobox', { name: 'Code list' }).click();
    await page.getByRole('option', { name: HISTORY_LIST }).click();
    await expect(page.getByText(/^6 codes activated and \d+ trials started/)).toBeVisible();
    await expect(page.getByRole('table', { name: /^Code lists/ }).locator('tbody tr')).toHaveCount(
      1,
    );
  });

  await test.step('a range that ends before it starts is refused on its field', async () => {
    const from = page.getByLabel('From', { exact: true });
    const before = await from.inputValue();
    await from.fill('2099-01-01');
    const to = page.getByLabel('To', { exact: true });
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(ANALYTICS_MESSAGES.toBeforeFrom).first()).toBeVisible();
    await from.fill(before);
    await expect(to).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/^6 codes activated/)).toBeVisible();
  });

  await test.step('download the same figures as CSV', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      /^redemptions-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv$/,
    );
    const lines = readFileSync(await file.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe(
      'section,date,id,name,contentPackage,activations,trials,uses,capacity,shareUsed',
    );
    expect(lines.filter((line) => line.startsWith('day,'))).toHaveLength(30);
    const list = lines.filter((line) => line.startsWith('codeList,'));
    expect(list).toHaveLength(1);
    expect(list[0]).toContain(`,${HISTORY_LIST},`);
    expect(list[0]).toMatch(/,6,,6,10,0\.6000$/);
  });
});
