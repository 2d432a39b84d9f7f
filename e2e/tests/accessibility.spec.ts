// axe checks: no serious or critical violations on home and in the login modal.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginDialog } from '../support/app';

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
