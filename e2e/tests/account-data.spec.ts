// A learner's own data: the profile's "Download My Data" saves a zip of the account, and "Delete My
// Account" (after a wrong password is refused on its field) signs the learner out for good.
import { expect, test } from '@playwright/test';
import { MESSAGES } from '@bandbook/domain';
import { accountMenu, logIn, loginDialog, openLogin } from '../support/app';
import { createLearner, newLearner } from '../support/learners';

test('a learner downloads their data, then deletes the account', async ({ page, request }) => {
  const learner = newLearner('data');
  await createLearner(request, learner);
  await page.goto('/');
  await openLogin(page);
  await logIn(page, learner.username, learner.password);
  await expect(accountMenu(page)).toBeVisible();
  await page.goto('/profile');
  const data = page.getByRole('region', { name: 'My Data' });

  await test.step('download the archive', async () => {
    const download = page.waitForEvent('download');
    await data.getByRole('button', { name: 'Download My Data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      new RegExp(`^bandbook-data-${learner.username}-\\d{4}-\\d\\d-\\d\\d\\.zip$`),
    );
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    // A zip (PK\x03\x04) whose directory names the account's file.
    expect(bytes.subarray(0, 4).toString('hex')).toBe('504b0304');
    expect(bytes.includes(Buffer.from('account.json'))).toBe(true);
  });

  await test.step('a wrong password keeps the account', async () => {
    await data.getByRole('button', { name: 'Delete My Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete My Account' });
    await dialog.getByLabel('Your Password').fill('Wrong123');
    await dialog.getByRole('button', { name: 'Delete My Account' }).click();
    await expect(dialog.getByText(MESSAGES.incorrectPassword)).toBeVisible();
    await expect(page).toHaveURL('/profile');

    await dialog.getByLabel('Your Password').fill(learner.password);
    await dialog.getByRole('button', { name: 'Delete My Account' }).click();
    await expect(page.getByText(MESSAGES.accountDeleted)).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up' })).toBeVisible();
  });

  await test.step('the account cannot sign in again', async () => {
    await openLogin(page);
    await logIn(page, learner.username, learner.password);
    await expect(loginDialog(page).getByRole('alert')).toBeVisible();
    await expect(accountMenu(page)).toHaveCount(0);
  });
});
