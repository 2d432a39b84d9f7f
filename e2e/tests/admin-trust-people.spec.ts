// Issue 44, people and notices, on the built app: the Single Users table at 1280×800 shows its
// Status badges whole and Password and Delete in view without scrolling; a restricted creator's
// permission matrix offers only its own permissions; a create URL without the right shows why and
// no form; staff edit a learner's age, address and instruments and save them; staff go to /admin
// after their first login, not the instrument picker; a notice never covers the header.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CREATE_REFUSED } from '@bandbook/domain';
import { logIn, openLogin } from '../support/app';
import { createLearner, newLearner } from '../support/learners';

test.use({ viewport: { width: 1280, height: 800 } });

async function tokenOf(request: APIRequestContext, username: string, password: string) {
  const response = await request.post('/auth/local', { data: { username, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** A staff account made by the superadmin through the API, with exactly these permissions. */
async function createStaff(
  request: APIRequestContext,
  permissions: { resource: string; actions: string[] }[],
  role = 'admin',
) {
  const { username, email } = newLearner('staff');
  const password = 'Staff1234';
  const token = await tokenOf(request, 'admin', 'Admin1234');
  const response = await request.post('/api/admin/users', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      username,
      email,
      password,
      role,
      status: 1,
      currencyCode: 'USD',
      languageCode: 'en-us',
      permissions,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { username, password };
}

async function learnerId(request: APIRequestContext, username: string) {
  const token = await tokenOf(request, 'admin', 'Admin1234');
  const response = await request.get(
    `/api/admin/users/user-list-page?usernameSearch=${encodeURIComponent(username)}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const page = (await response.json()) as { pageData: { _id: string; username: string }[] };
  return page.pageData.find((row) => row.username === username)!._id;
}

/** Staff log in from home and land on the back office (issue 44), signed in before going on. */
async function logInAs(page: Page, username: string, password: string) {
  await page.goto('/');
  await openLogin(page);
  await logIn(page, username, password);
  await expect(page).toHaveURL(/\/admin$/);
}

async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test('staff go to /admin after their first login, never the instrument picker', async ({
  page,
  request,
}) => {
  const staff = await createStaff(request, [{ resource: 'sulUsers', actions: ['read'] }]);
  await logInAs(page, staff.username, staff.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page).not.toHaveURL(/welcome/);
});

test('the Single Users table fits 1280 px: Status whole, Password and Delete in view', async ({
  page,
  request,
}) => {
  const learner = newLearner('table');
  await createLearner(request, learner);
  await logInAs(page, 'admin', 'Admin1234');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/users/list/sul');
  await page.getByRole('textbox', { name: 'Username' }).fill(learner.username);
  const row = page.getByRole('row', { name: new RegExp(learner.username) });
  await expect(row).toHaveCount(1);

  const badge = row.getByText('Not Verified', { exact: true });
  await expect(badge).toBeVisible();
  // The label is not cut ('V..'): it has all the room its text needs.
  expect(await badge.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(
    true,
  );

  for (const name of [`Change the password of ${learner.username}`, 'Delete']) {
    const button = row.getByRole('button', { name, exact: true });
    await expect(button).toBeInViewport();
    const box = (await button.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
  }
  // Nothing to scroll sideways: neither the page nor the table.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  const table = page.getByRole('table').filter({ has: row });
  expect(
    await table.evaluate((element) => {
      const scroller = element.parentElement!;
      return scroller.scrollWidth <= scroller.clientWidth + 1;
    }),
  ).toBe(true);
});

test("a restricted creator's permission matrix offers only its own permissions", async ({
  page,
  request,
}) => {
  const creator = await createStaff(request, [
    { resource: 'adminUsers', actions: ['read', 'create'] },
    { resource: 'couponList', actions: ['read'] },
  ]);
  await logInAs(page, creator.username, creator.password);
  await page.goto('/admin/users/create');
  const box = (name: string) => page.getByRole('checkbox', { name, exact: true });
  await expect(box('Codes: VIEW')).toBeEnabled();
  await expect(box('Administrators: CREATE')).toBeEnabled();
  await expect(box('Codes: DELETE')).toBeDisabled();
  await expect(box('Single Users: UPDATE')).toBeDisabled();
  await expect(box('Content Packages: VIEW')).toBeDisabled();
  await expect(page.getByText(/Greyed-out permissions are ones you do not hold/)).toBeVisible();

  await page.getByRole('button', { name: 'Add All' }).click();
  await expect(box('Codes: VIEW')).toBeChecked();
  await expect(box('Administrators: VIEW')).toBeChecked();
  await expect(box('Administrators: CREATE')).toBeChecked();
  await expect(box('Codes: DELETE')).not.toBeChecked();
  await expect(box('Administrators: DELETE')).not.toBeChecked();
});

test('a create URL opened without the create right says so and offers no form', async ({
  page,
}) => {
  await logInAs(page, 'editor', 'Editor1234');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/coupons/create');
  await expect(page.getByText(CREATE_REFUSED.couponList)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create codes' })).toHaveCount(0);
  await page.goto('/admin/users/create/sul');
  await expect(page.getByText(CREATE_REFUSED.sulUsers)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveCount(0);
});

test("staff edit a learner's age, address and instruments; the notice stays below the header", async ({
  page,
  request,
}) => {
  const learner = newLearner('profile');
  await createLearner(request, learner);
  const id = await learnerId(request, learner.username);
  await logInAs(page, 'admin', 'Admin1234');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/users/edit/sul/${id}`);
  const profile = page.getByRole('group', { name: 'Learner profile' });
  await expect(profile).toBeVisible();
  await pick(page, 'Age', '27');
  await profile.getByRole('textbox', { name: 'Address Line 1', exact: true }).fill('1 Main St');
  await profile.getByRole('textbox', { name: 'City', exact: true }).fill('Austin');
  await pick(page, 'Country', 'United States');
  await pick(page, 'State', 'Texas');
  await pick(page, 'Instruments', /Guitar|Bass|Drums|Piano/);
  await page.getByRole('button', { name: 'Save' }).click();

  const notice = page.getByText(`${learner.username} has been saved.`);
  await expect(notice).toBeVisible();
  const header = (await page.getByRole('banner').boundingBox())!;
  const noticeBox = (await notice.boundingBox())!;
  expect(noticeBox.y).toBeGreaterThanOrEqual(header.y + header.height);

  // A hovered notice closes once the pointer leaves it.
  await notice.hover();
  await page.mouse.move(10, 400);
  await expect(notice).toHaveCount(0, { timeout: 15_000 });

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Age', exact: true })).toHaveValue('27');
  await expect(page.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Austin');
  await expect(page.getByRole('combobox', { name: 'State', exact: true })).toHaveValue('Texas');
});
