// Social login against the local OpenID Connect provider: a first login ends in the social
// signup modal; a second login of the same subject lands logged in directly.
import { expect, test, type Page } from '@playwright/test';
import { accountMenu, loginDialog, logOut, openLogin } from '../support/app';
import { oidcEmailFor } from '../support/oidc-provider';
import { OIDC_ISSUER, OIDC_PROVIDER_LABEL } from '../support/ports';

/** The provider's development pages: any login name and password; then consent if asked. */
async function signInAtProvider(page: Page, login: string) {
  await page.waitForURL((url) => url.origin === OIDC_ISSUER || url.pathname.startsWith('/social'));
  if (new URL(page.url()).origin !== OIDC_ISSUER) return;
  const loginField = page.getByPlaceholder('Enter any login');
  if (await loginField.isVisible()) {
    await loginField.fill(login);
    await page.getByPlaceholder('and password').fill('any-password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
  }
  await page.waitForURL(
    (url) => url.origin !== OIDC_ISSUER || url.pathname.includes('/interaction/'),
  );
  if (new URL(page.url()).origin === OIDC_ISSUER) {
    await page.getByRole('button', { name: 'Continue' }).click();
  }
}

test('social login: first time through social signup, then straight in', async ({ page }) => {
  const login = `social${Date.now() % 1e8}`;

  await page.goto('/');
  await openLogin(page);
  await loginDialog(page)
    .getByRole('link', { name: `Continue with ${OIDC_PROVIDER_LABEL}` })
    .click();
  await signInAtProvider(page, login);

  await expect(page).toHaveURL(/\/social-signup\?/);
  const dialog = page.getByRole('dialog', { name: 'Complete Your Sign Up' });
  await expect(dialog.getByLabel('Username')).toHaveValue(login);
  await expect(dialog.getByLabel('Email')).toHaveValue(oidcEmailFor(login));
  await dialog.getByLabel('Region').selectOption('GBP');
  await dialog.getByLabel('Language').selectOption('en-gb');
  await dialog.getByRole('button', { name: 'Complete Sign Up' }).click();
  await expect(page).toHaveURL('/welcome/my-instruments');
  await expect(accountMenu(page)).toContainText(login);

  await logOut(page);
  await openLogin(page);
  await loginDialog(page)
    .getByRole('link', { name: `Continue with ${OIDC_PROVIDER_LABEL}` })
    .click();
  await signInAtProvider(page, login);
  await expect(page).toHaveURL('/welcome/my-instruments');
  await expect(accountMenu(page)).toContainText(login);
});
