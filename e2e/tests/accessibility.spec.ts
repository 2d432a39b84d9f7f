// axe checks: no serious or critical violations on home, in the login modal, on the library and on
// book pages.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginDialog } from '../support/app';
import {
  apiLogIn,
  bookSlug,
  demoLearner,
  openWithSession,
  readDashboard,
} from '../support/catalogue';

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

test('home has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Version');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the login modal has no serious accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(loginDialog(page)).toBeVisible();
  // Errors shown after an empty submit are part of what is checked.
  await loginDialog(page).getByRole('button', { name: 'Log In' }).click();
  await expect(
    loginDialog(page)
      .getByText(/Please enter/)
      .first(),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the library and a book page have no serious accessibility violations', async ({
  page,
  request,
}) => {
  const learner = await demoLearner(request);
  const token = await apiLogIn(request, learner.username, learner.password);
  const { allList } = await readDashboard(request, token);
  const openable = allList.find((book) => book.canLaunch)!;
  const offered = allList.find((book) => !book.canLaunch && book.trialPeriodInDays > 0);

  await openWithSession(page, token, '/dashboard/library');
  await expect(page.getByRole('region', { name: 'My Books' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'My Books' }).getByRole('link').first(),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`/books/${bookSlug(openable.title)}/content`);
  await expect(page.getByRole('region', { name: 'Audio player' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  if (offered) {
    await page.goto(`/books/${bookSlug(offered.title)}/preview`);
    await expect(page.getByRole('region', { name: 'Includes' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }
});
