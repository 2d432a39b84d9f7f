// A take that ends while the browser is offline (issue 45 item 8): the feedback panel says the result
// is kept on this device, and once the browser is back online it is saved, says so, and the server
// has it. A result kept when its tab was closed offline is sent by the next tab of the same browser:
// from the book's SoundCheck page, or from the stand-alone player page when it opens again.
// Takes are recorded as in soundcheck-player.spec.ts: the demo exercise synthesised into a WAV that
// Chromium's fake microphone plays, one browser per take.
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { APP_URL } from '../support/ports';
import { bookSlug, openWithSession, readBook } from '../support/catalogue';
import { ownedTakeExercise, type OwnedTakeExercise } from '../support/soundcheck';
import { launchWithMicrophone, writeTake } from '../support/takes';

// A take plays the whole exercise in real time.
test.setTimeout(150_000);
// The same allowance as soundcheck-player.spec.ts for a take whose timing drifted under load.
test.describe.configure({ retries: 1 });

const OFFLINE_QUEUED =
  'You are offline: your result is kept on this device and will be saved when you are back online.';
const SAVED = /^Result saved\. Your best for this exercise: [45] stars\.$/;

type Setup = OwnedTakeExercise;

/** The item's stars as the server has them (0 when no result is saved). */
async function savedStars(request: APIRequestContext, setup: Setup): Promise<number> {
  const book = await readBook(request, setup.token, setup.book._id);
  return book.viewData.result.find((entry) => entry.id === setup.item._id)?.stars ?? 0;
}

/** The player over the book's SoundCheck page, its help tour skipped. */
async function openPlayer(context: BrowserContext, setup: Setup) {
  const page = await context.newPage();
  await openWithSession(page, setup.token, `/books/${bookSlug(setup.book.title)}/soundcheck`);
  await page.getByRole('link', { name: setup.item.title }).first().click();
  const player = page.getByRole('dialog', { name: setup.item.title });
  await skipTour(player);
  return { page, player };
}

async function skipTour(player: Locator) {
  await player.getByRole('button', { name: 'Skip tour' }).click({ timeout: 30_000 });
  await expect(player.getByRole('button', { name: 'Play' })).toBeEnabled({ timeout: 30_000 });
}

/** Perform mode, Record (skipping the calibration offer); the network goes once the take is under way. */
async function recordTakeGoingOffline(page: Page, player: Locator) {
  await player.getByRole('button', { name: 'PERFORM' }).click();
  await player.getByRole('button', { name: 'Record', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Calibrate your audio' })
    .getByRole('button', { name: 'Not now' })
    .click();
  await expect(player.getByRole('button', { name: 'Stop recording' })).toBeVisible();
  await page.context().setOffline(true);
}

const resultSection = (page: Page) =>
  page.getByRole('region', {
    name: /^(Oh dear!|Bravo!|Excellent!|Great job!|Good effort!|Keep practising!|Don't give up!)$/,
  });

test('a take that ends offline is kept, then saved once back online', async ({ request }) => {
  const setup = await ownedTakeExercise(request, 'offline');
  const browser = await launchWithMicrophone(writeTake(setup.demo, { latency: 0.12 }));
  try {
    const context = await browser.newContext({ baseURL: APP_URL });
    const { page, player } = await openPlayer(context, setup);
    await recordTakeGoingOffline(page, player);
    const result = resultSection(page);
    await expect(result).toBeVisible({ timeout: 90_000 });
    await expect(result.getByRole('img', { name: /^[45] of 5 stars$/ })).toBeVisible();
    await expect(result.getByRole('status')).toHaveText(OFFLINE_QUEUED);
    expect(await savedStars(request, setup)).toBe(0);

    // Back online: the browser's online event sends it, and the panel says it is saved.
    await context.setOffline(false);
    await expect(result.getByRole('status')).toHaveText(SAVED, { timeout: 20_000 });
    expect(await savedStars(request, setup)).toBeGreaterThanOrEqual(4);
  } finally {
    await browser.close();
  }
});

test("a result kept when its tab was closed offline is sent from the book's SoundCheck page", async ({
  request,
}) => {
  const setup = await ownedTakeExercise(request, 'offline');
  const browser = await launchWithMicrophone(writeTake(setup.demo, { latency: 0.12 }));
  try {
    // One context: the next tab sees the same IndexedDB, as the next visit of the same browser would.
    const context = await browser.newContext({ baseURL: APP_URL });
    const { page, player } = await openPlayer(context, setup);
    await recordTakeGoingOffline(page, player);
    const result = resultSection(page);
    await expect(result).toBeVisible({ timeout: 90_000 });
    await expect(result.getByRole('status')).toHaveText(OFFLINE_QUEUED);
    await page.close();

    await context.setOffline(false);
    // No page is open: nothing can have sent it yet.
    expect(await savedStars(request, setup)).toBe(0);
    const next = await context.newPage();
    await openWithSession(next, setup.token, `/books/${bookSlug(setup.book.title)}/soundcheck`);
    await expect
      .poll(() => savedStars(request, setup), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(4);
    // The page refreshes its stars once the kept result has landed.
    const row = next.getByRole('listitem').filter({ hasText: setup.item.title });
    await expect(row.getByRole('img', { name: /^[45] of 5 stars$/ })).toBeVisible();
  } finally {
    await browser.close();
  }
});

test('a result kept on the stand-alone player page is sent when that page opens again', async ({
  request,
}) => {
  const setup = await ownedTakeExercise(request, 'offline');
  // The page the iOS app's web view opens: a launch token in the URL, no session in the tab.
  const launch = await request.post(
    `/api/content-packages/${setup.book._id}/soundcheck/${setup.item._id}/launch`,
    { headers: { Authorization: `Bearer ${setup.token}` } },
  );
  expect(launch.ok(), await launch.text()).toBe(true);
  const { launchPath } = (await launch.json()) as { launchPath: string };
  const browser = await launchWithMicrophone(writeTake(setup.demo, { latency: 0.12 }));
  try {
    const context = await browser.newContext({ baseURL: APP_URL });
    const page = await context.newPage();
    await page.goto(launchPath);
    const player = page.getByRole('main').first();
    await skipTour(player);
    await recordTakeGoingOffline(page, player);
    const result = resultSection(page);
    await expect(result).toBeVisible({ timeout: 90_000 });
    await expect(result.getByRole('status')).toHaveText(OFFLINE_QUEUED);
    await page.close();

    await context.setOffline(false);
    expect(await savedStars(request, setup)).toBe(0);
    const next = await context.newPage();
    await next.goto(launchPath);
    await expect
      .poll(() => savedStars(request, setup), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(4);
  } finally {
    await browser.close();
  }
});
