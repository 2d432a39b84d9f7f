// Steps many tests share: opening the login modal, logging in and out.
import { expect, type Page } from '@playwright/test';

export const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Log In' });

export async function logIn(page: Page, identity: string, password: string) {
  const dialog = loginDialog(page);
  await dialog.getByLabel('Username or Email').fill(identity);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log In' }).click();
}

export async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Log In' }).click();
  await expect(loginDialog(page)).toBeVisible();
}

export const accountMenu = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Account menu/ });

/** Opens the account menu with one press, as a learner would: its code loads on that first press. */
export async function openAccountMenu(page: Page) {
  await accountMenu(page).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

export async function logOut(page: Page) {
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
}
