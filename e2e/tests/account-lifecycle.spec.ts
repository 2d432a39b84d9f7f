// The main learner journey: sign up, verify the email, onboard, edit the profile, change the
// password, log out, log in again with the new password, and move the account to a new email.
import { expect, test } from '@playwright/test';
import { MESSAGES } from '@bandbook/domain';
import { accountMenu, logIn, logOut, openAccountMenu, openLogin } from '../support/app';
import { newLearner } from '../support/learners';
import { waitForEmailedLink } from '../support/outbox';

test('a learner signs up, verifies, onboards, edits the profile and changes the password', async ({
  page,
  request,
}) => {
  // A whole account's life in one test: sign-up to email change. Under CI load it passes a minute.
  test.setTimeout(180_000);
  const learner = newLearner();
  const newPassword = 'Changed456';

  await test.step('sign up (errors appear only after submit)', async () => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign Up' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(MESSAGES.usernameRequired)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    await expect(dialog.getByText(MESSAGES.usernameRequired)).toBeVisible();
    await expect(dialog.getByText(MESSAGES.regionRequired)).toBeVisible();
    await expect(dialog.getByText(MESSAGES.languageRequired)).toBeVisible();

    await dialog.getByLabel('Username').fill(learner.username);
    await dialog.getByLabel('Email').fill(learner.email);
    await dialog.getByLabel('Password', { exact: true }).fill(learner.password);
    await dialog.getByLabel('Confirm Password').fill('Mismatch1');
    await dialog.getByLabel('Region').selectOption('USD');
    await dialog.getByLabel('Language').selectOption('en-us');
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    await expect(dialog.getByText(MESSAGES.passwordsDoNotMatch)).toBeVisible();
    await dialog.getByLabel('Confirm Password').fill(learner.password);
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL('/welcome/my-instruments');
  });

  await test.step('onboarding: instruments, genres, complete profile', async () => {
    await expect(page.getByRole('heading', { name: 'My Instruments' })).toBeVisible();
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page.getByText(MESSAGES.instrumentRequired)).toBeVisible();
    // Each instrument shows its off image until picked, then its on image, loaded from storage.
    const guitar = page.getByRole('checkbox', { name: 'Guitar' });
    await expect(guitar.locator('img')).toHaveAttribute('src', /\/instruments\/guitar-off\.webp$/);
    await guitar.check();
    await expect(guitar.locator('img')).toHaveAttribute('src', /\/instruments\/guitar-on\.webp$/);
    await expect
      .poll(() => guitar.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(160);
    await page.getByRole('button', { name: 'NEXT' }).click();

    await expect(page).toHaveURL('/welcome/my-genre');
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page.getByText(MESSAGES.genreRequired)).toBeVisible();
    await page.getByRole('link', { name: 'PREVIOUS' }).click();
    await expect(page).toHaveURL('/welcome/my-instruments');
    await expect(page.getByRole('checkbox', { name: 'Guitar' })).toBeChecked();
    await page.getByRole('button', { name: 'NEXT' }).click();
    await page.getByRole('checkbox', { name: 'Jazz' }).check();
    await page.getByRole('button', { name: 'NEXT' }).click();

    await expect(page).toHaveURL('/welcome/complete-profile');
    await page.getByRole('link', { name: 'Back to Genres' }).click();
    await expect(page.getByRole('checkbox', { name: 'Jazz' })).toBeChecked();
    await page.getByRole('button', { name: 'NEXT' }).click();
    await page.getByLabel('First Name').fill('Ella');
    await page.getByLabel('Last Name').fill('Fitz');
    await page.getByLabel('Age').selectOption('30');
    await page.getByRole('button', { name: 'DONE' }).click();
    await expect(page).toHaveURL('/dashboard/library');
  });

  await test.step('verify the email with the link from the outbox', async () => {
    await page.getByRole('button', { name: 'Resend Verification Email' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'email' })).toBeVisible();
    const link = await waitForEmailedLink(request, learner.email, '/verify-email/');
    await page.goto(link);
    const dialog = page.getByRole('dialog', { name: 'Email Verification' });
    await expect(dialog.getByRole('status')).toBeVisible();
    await dialog.getByRole('link', { name: 'Go to My Library' }).click();
    await expect(page).toHaveURL('/dashboard/library');
    await expect(page.getByRole('button', { name: 'Resend Verification Email' })).toHaveCount(0);

    // The link is single use.
    await page.goto(link);
    await expect(
      page
        .getByRole('dialog', { name: 'Email Verification' })
        .getByText(MESSAGES.verifyInvalidCode),
    ).toBeVisible();
  });

  await test.step('edit the profile', async () => {
    await page.goto('/dashboard/library');
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByText('Ella', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'EDIT', exact: true }).click();
    await page.getByLabel('First Name').fill('Ella Jane');
    await page.getByLabel('City').fill('Nashville');
    await page.getByLabel('Country').selectOption('US');
    await page.getByLabel('State').selectOption('TN');
    await page.getByRole('button', { name: 'SAVE' }).click();
    const saved = page.getByRole('status').filter({ hasText: MESSAGES.profileUpdated });
    await expect(saved).toBeVisible();
    await expect(page.getByRole('button', { name: 'EDIT', exact: true })).toBeVisible();
    await expect(page.getByText('Ella Jane', { exact: true })).toBeVisible();
    await expect(page.getByText(/Nashville/)).toBeVisible();
    await saved.getByRole('button', { name: 'Dismiss' }).click();
    await expect(saved).toHaveCount(0);

    await page.getByRole('button', { name: 'Edit Instruments' }).click();
    const instruments = page.getByRole('dialog', { name: 'My Instruments' });
    await instruments.getByRole('checkbox', { name: 'Guitar' }).uncheck();
    await instruments.getByRole('button', { name: 'DONE' }).click();
    await expect(instruments.getByText(MESSAGES.instrumentRequired)).toBeVisible();
    await instruments.getByRole('checkbox', { name: 'Drums' }).check();
    await instruments.getByRole('button', { name: 'DONE' }).click();
    await expect(instruments).toHaveCount(0);
    await expect(page.getByText('Drums', { exact: true })).toBeVisible();
  });

  await test.step('upload a profile picture taller than 1000 px (scaled down)', async () => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Change Picture' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'tall.png',
      mimeType: 'image/png',
      buffer: await page
        .evaluate(async () => {
          const canvas = new OffscreenCanvas(300, 1500);
          const context = canvas.getContext('2d');
          if (context) {
            context.fillStyle = '#3355aa';
            context.fillRect(0, 0, 300, 1500);
          }
          const blob = await canvas.convertToBlob({ type: 'image/png' });
          return Array.from(new Uint8Array(await blob.arrayBuffer()));
        })
        .then((bytes) => Buffer.from(bytes)),
    });
    await expect(
      page.getByRole('status').filter({ hasText: MESSAGES.profileUpdated }),
    ).toBeVisible();
    const picture = page.getByRole('img', { name: `Profile picture of ${learner.username}` });
    await expect(picture).toBeVisible();
    const height = await picture.evaluate((image: HTMLImageElement) => image.naturalHeight);
    expect(height).toBeLessThanOrEqual(1000);
  });

  await test.step('change the password', async () => {
    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    // Short and different: both the length and the mismatch are said.
    await dialog.getByLabel('Current Password').fill(learner.password);
    await dialog.getByLabel('New Password', { exact: true }).fill('abc');
    await dialog.getByLabel('Confirm New Password').fill('abd');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(dialog.getByText(MESSAGES.changePasswordMin)).toBeVisible();
    await expect(dialog.getByText(MESSAGES.passwordsDoNotMatch)).toBeVisible();
    await dialog.getByLabel('Current Password').fill('WrongPass1');
    await dialog.getByLabel('New Password', { exact: true }).fill(newPassword);
    await dialog.getByLabel('Confirm New Password').fill(newPassword);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(dialog.getByText(MESSAGES.incorrectPassword)).toBeVisible();
    await dialog.getByLabel('Current Password').fill(learner.password);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText(MESSAGES.passwordUpdated)).toBeVisible();
    // The latest notice replaces the 'profile updated' one from the picture.
    await expect(page.getByText(MESSAGES.profileUpdated)).toHaveCount(0);

    // The new token replaced the revoked one: the session goes on after a reload.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  });

  await test.step('log out, then log in with the new password only', async () => {
    await logOut(page);
    await openLogin(page);
    await logIn(page, learner.username, learner.password);
    await expect(page.getByRole('dialog', { name: 'Log In' }).getByRole('alert')).toBeVisible();
    await logIn(page, learner.email, newPassword);
    await expect(page).toHaveURL('/dashboard/library');
    await expect(accountMenu(page)).toBeVisible();
  });

  await test.step('change the email: the current password is asked for, the new address confirmed', async () => {
    const newEmail = `moved-${learner.email}`;
    await page.goto('/profile');
    await page.getByRole('button', { name: 'EDIT', exact: true }).click();
    await expect(page.getByLabel('Current Password')).toHaveCount(0);
    await page.getByLabel('Email').fill(newEmail);
    await page.getByRole('button', { name: 'SAVE' }).click();
    await expect(page.getByText(MESSAGES.currentPasswordForAccountChange)).toBeVisible();
    await page.getByLabel('Current Password').fill(newPassword);
    await page.getByRole('button', { name: 'SAVE' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `confirmation link to ${newEmail}` }),
    ).toBeVisible();
    // Until the link is opened the account keeps its old address.
    await expect(page.getByText(learner.email, { exact: true })).toBeVisible();
    await expect(page.getByText(`Changing to ${newEmail}`, { exact: false })).toBeVisible();

    const link = await waitForEmailedLink(request, newEmail, '/verify-email/');
    await page.goto(link);
    await expect(
      page.getByRole('dialog', { name: 'Email Verification' }).getByRole('status'),
    ).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByText(newEmail, { exact: true })).toBeVisible();
  });
});
