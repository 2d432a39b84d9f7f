// axe checks: no violations of any impact on home, in the login and sign-up modals (errors shown), on
// the library, discover, profile and book pages. Layout checks at phone (390 px) and desktop (1280 px)
// widths and on a touch screen.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '@bandbook/domain';
import { loginDialog } from '../support/app';
import { bookSlug, demoLearnerToken, openWithSession, readDashboard } from '../support/catalogue';

async function allViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

test('the sign-up modal has no accessibility violations of any impact, with its errors shown', async ({
  page,
}) => {
  await page.goto('/signup');
  const dialog = page.getByRole('dialog', { name: 'Sign Up' });
  await expect(dialog).toBeVisible();
  // One banner landmark on the page: the site header, not a second one in the modal.
  await expect(page.getByRole('banner')).toHaveCount(1);
  // An empty confirmation is an error of its own; a short, different one says both.
  await dialog.getByLabel(/^Password/).fill('Secret1');
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  await expect(dialog.getByText(MESSAGES.confirmPasswordRequired)).toBeVisible();
  await dialog.getByLabel(/^Password/).fill('abc');
  await dialog.getByLabel(/^Confirm/).fill('abd');
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  await expect(dialog.getByText(MESSAGES.signupPasswordMin)).toBeVisible();
  await expect(dialog.getByText(MESSAGES.passwordsDoNotMatch)).toBeVisible();
  expect(await allViolations(page)).toEqual([]);
});

test('on a phone the library header has room and a book page starts with its title, not its cover', async ({
  page,
  request,
}) => {
  const token = await demoLearnerToken(request);
  const { allList } = await readDashboard(request, token);
  await page.setViewportSize({ width: 390, height: 844 });
  await openWithSession(page, token, '/dashboard/library');
  const code = await page
    .getByRole('main')
    .getByRole('link', { name: 'Enter Your Code' })
    .first()
    .boundingBox();
  const myBooks = await page.getByRole('heading', { name: 'My Books' }).boundingBox();
  expect(myBooks!.y - (code!.y + code!.height)).toBeGreaterThanOrEqual(12);

  await page.goto(`/books/${bookSlug(allList[0]!.title)}`);
  const title = page.getByRole('heading', { level: 1, name: allList[0]!.title });
  await expect(title).toBeInViewport();
  const cover = await page
    .getByRole('img', { name: `Cover of ${allList[0]!.title}` })
    .boundingBox();
  expect(cover!.height).toBeLessThan(844 / 2);
});

test('on a phone 360 or 390 px wide, home does not scroll sideways', async ({ browser }) => {
  for (const width of [360, 390]) {
    const context = await browser.newContext({
      viewport: { width, height: 800 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('list', { name: 'Featured books' })).toBeVisible();
    const signUp = page.getByRole('banner').getByRole('link', { name: 'Sign Up' });
    await expect(signUp).toBeInViewport({ ratio: 1 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
    await context.close();
  }
});

test('on a desktop the book cards use the width: wide enough for the title and the whole author', async ({
  page,
  request,
}) => {
  const token = await demoLearnerToken(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openWithSession(page, token, '/dashboard/library');
  const recommended = page.getByRole('region', { name: 'Recommended' });
  await expect(recommended.getByRole('link').first()).toBeVisible();
  const cards = await recommended.getByRole('link').evaluateAll((links) =>
    links.map((link) => {
      const card = link.closest('.mantine-Card-root')!;
      const author = card.querySelector('p')!;
      return {
        width: card.getBoundingClientRect().width,
        authorCut: author.scrollWidth > author.clientWidth,
      };
    }),
  );
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) expect(card).toMatchObject({ authorCut: false });
  for (const card of cards) expect(card.width).toBeGreaterThan(180);
});

test('on a touch screen every button and tab of a book page is at least 44 px each way', async ({
  browser,
  request,
}) => {
  const token = await demoLearnerToken(request);
  const { allList } = await readDashboard(request, token);
  const owned = allList.find((book) => book.canLaunch)!;
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await openWithSession(page, token, `/books/${bookSlug(owned.title)}/content`);
  await expect(page.getByRole('region', { name: 'Audio player' })).toBeVisible();
  const small = await page.locator('button:visible, [role="tab"]:visible').evaluateAll((controls) =>
    controls
      .map((control) => ({
        name: control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '',
        box: control.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.width > 0 && (box.width < 44 || box.height < 44))
      .map(({ name, box }) => `${name}: ${Math.round(box.width)}x${Math.round(box.height)}`),
  );
  expect(small).toEqual([]);
  await context.close();
});

test('a phone held upright is not asked to turn outside the SoundCheck player', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/turn your device to landscape/i)).toHaveCount(0);
  await page.goto('/dashboard/discover');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/turn your device to landscape/i)).toHaveCount(0);
});

test('home has no accessibility violations of any impact', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Version');
  expect(await allViolations(page)).toEqual([]);
});

test('the login modal has no accessibility violations of any impact', async ({ page }) => {
  await page.goto('/login');
  await expect(loginDialog(page)).toBeVisible();
  // Errors shown after an empty submit are part of what is checked.
  await loginDialog(page).getByRole('button', { name: 'Log In' }).click();
  await expect(
    loginDialog(page)
      .getByText(/Please enter/)
      .first(),
  ).toBeVisible();
  expect(await allViolations(page)).toEqual([]);
});

test('the learner pages have no accessibility violations of any impact', async ({
  page,
  request,
}) => {
  const token = await demoLearnerToken(request);
  const { allList } = await readDashboard(request, token);
  const openable = allList.find((book) => book.canLaunch)!;
  const offered = allList.find((book) => !book.canLaunch && book.trialPeriodInDays > 0);

  await openWithSession(page, token, '/dashboard/library');
  await expect(page.getByRole('region', { name: 'My Books' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'My Books' }).getByRole('link').first(),
  ).toBeVisible();
  expect(await allViolations(page)).toEqual([]);

  await page.goto(`/books/${bookSlug(openable.title)}/content`);
  await expect(page.getByRole('region', { name: 'Audio player' })).toBeVisible();
  expect(await allViolations(page)).toEqual([]);

  if (offered) {
    await page.goto(`/books/${bookSlug(offered.title)}/preview`);
    await expect(page.getByRole('region', { name: 'Includes' })).toBeVisible();
    expect(await allViolations(page)).toEqual([]);
  }

  await page.goto(`/books/${bookSlug(openable.title)}/soundcheck`);
  await expect(page.getByRole('heading', { level: 1, name: openable.title })).toBeVisible();
  expect(await allViolations(page)).toEqual([]);

  for (const path of ['/dashboard/discover', '/profile']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await allViolations(page)).toEqual([]);
  }
});
