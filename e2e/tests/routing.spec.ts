// Routing rules: modal routes over their page, guests sent to the login modal with a saved
// redirect, unknown URLs to home, a stale token ends the session, code entry for guests and users.
import { expect, test } from '@playwright/test';
import { MESSAGES } from '@bandbook/domain';
import { accountMenu, logIn, loginDialog } from '../support/app';
import { createLearner, newLearner } from '../support/learners';

test('a guest opening /profile gets the login modal and lands on /profile after login', async ({
  page,
  request,
}) => {
  const learner = newLearner('guest');
  await createLearner(request, learner);
  await page.goto('/profile');
  await expect(page).toHaveURL('/login');
  await expect(loginDialog(page)).toBeVisible();
  await loginDialog(page).getByRole('button', { name: 'Log In' }).click();
  await expect(loginDialog(page).getByText(MESSAGES.loginRequired).first()).toBeVisible();
  await logIn(page, learner.username, learner.password);
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
});

test('unknown URLs and /verify-email without a token go home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/');
  await page.goto('/verify-email');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a modal route opened directly draws over home, and closing it shows home', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(loginDialog(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Learn More' })).toBeAttached();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL('/');
  await expect(loginDialog(page)).toHaveCount(0);
});

test('the #_=_ hash left by some providers is removed', async ({ page }) => {
  await page.goto('/about-us#_=_');
  await expect(page.getByRole('heading', { name: 'About Bandbook' })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
});

test('a token the server rejects is dropped and the login modal opens', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => sessionStorage.setItem('bandbook.token', 'not-a-valid-token'));
  await page.goto('/profile');
  await expect(loginDialog(page)).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('bandbook.token'))).toBeNull();
});

test('Enter Your Code asks guests to log in and checks the code of a learner', async ({
  page,
  request,
}) => {
  const learner = newLearner('coder');
  await createLearner(request, learner);
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Enter Your Code' }).first().click();
  const codeDialog = page.getByRole('dialog', { name: 'Enter Your Code' });
  await expect(codeDialog.getByText(/Log in or create a free account/)).toBeVisible();
  await codeDialog.getByRole('link', { name: 'Log In' }).click();
  await logIn(page, learner.username, learner.password);

  // The saved redirect brings the learner back to the code form.
  await expect(page).toHaveURL('/enter-code');
  await expect(accountMenu(page)).toBeVisible();
  const form = page.getByRole('dialog', { name: 'Enter Your Code' });
  await form.getByRole('button', { name: 'Unlock My Book' }).click();
  await expect(form.getByText(MESSAGES.codeRequired)).toBeVisible();
  await form.getByLabel('Code').fill('NOSUCHCODE');
  await form.getByRole('button', { name: 'Unlock My Book' }).click();
  await expect(form.getByRole('alert')).toBeVisible();
});
