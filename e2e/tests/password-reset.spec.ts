// Forgot password, then reset it with the emailed link, then log in with the new password.
import { expect, test } from '@playwright/test';
import { MESSAGES } from '@bandbook/domain';
import { accountMenu, logIn, loginDialog, openLogin } from '../support/app';
import { createLearner, newLearner } from '../support/learners';
import { waitForEmailedLink } from '../support/outbox';

test('a learner resets a forgotten password with the emailed link', async ({ page, request }) => {
  const learner = newLearner('reset');
  await createLearner(request, learner);
  const newPassword = 'Fresh789X';

  await page.goto('/');
  await openLogin(page);
  await loginDialog(page).getByRole('link', { name: 'Forgot your password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot Your Password?' });
  await expect(page).toHaveURL('/forgot-password');
  await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(forgot.getByText(MESSAGES.emailRequired)).toBeVisible();
  await forgot.getByLabel('Email').fill(learner.email);
  await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(forgot.getByRole('status')).toBeVisible();

  const link = await waitForEmailedLink(request, learner.email, '/reset-password/');
  await page.goto(link);
  const reset = page.getByRole('dialog', { name: 'Reset Your Password' });
  await reset.getByLabel('New Password', { exact: true }).fill('lowercase1');
  await reset.getByLabel('Confirm New Password').fill('lowercase1');
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(reset.getByText(MESSAGES.resetPasswordRule)).toBeVisible();
  await reset.getByLabel('New Password', { exact: true }).fill(newPassword);
  await reset.getByLabel('Confirm New Password').fill(newPassword);
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(reset.getByText(MESSAGES.resetPasswordSuccess)).toBeVisible();

  await reset.getByRole('link', { name: 'Log In' }).click();
  await logIn(page, learner.username, newPassword);
  // A new account has no instruments yet: onboarding comes first.
  await expect(page).toHaveURL('/welcome/my-instruments');
  await expect(accountMenu(page)).toBeVisible();

  // The link was single use.
  await page.goto(link);
  const again = page.getByRole('dialog', { name: 'Reset Your Password' });
  await again.getByLabel('New Password', { exact: true }).fill('Another123');
  await again.getByLabel('Confirm New Password').fill('Another123');
  await again.getByRole('button', { name: 'Reset Password' }).click();
  await expect(again.getByText(MESSAGES.resetPasswordInvalid)).toBeVisible();
  await expect(again.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
});
