// The SoundCheck player in the real built app, with Chromium's fake microphone playing a take made
// by the engine's synthesiser from the demo exercise: a faithful take earns stars that the book's
// overview keeps, wrong notes are marked wrong in See Feedback, silence gives 'Oh dear!', a denied
// microphone says so, and a trial plays and scores without collecting stars.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { LearnerPackage } from '@bandbook/domain';
import { APP_URL } from '../support/ports';
import { createLearner, newLearner } from '../support/learners';
import { apiLogIn, bookSlug, findBook, openWithSession, readDashboard } from '../support/catalogue';
import AxeBuilder from '@axe-core/playwright';
import {
  launchWithMicrophone,
  readExercise,
  writeCalibrationEcho,
  writeTake,
  type DemoExercise,
} from '../support/takes';

// A take plays the whole exercise in real time.
test.setTimeout(150_000);
// The fake microphone plays its file in real time; its timing drifts under load, so this file runs
// after every other one, alone (the 'real-time' project in playwright.config.ts). On the 2-core
// machines one take in several runs has still come back off: one retry, until the cause is found.
test.describe.configure({ retries: 1 });

type Item = LearnerPackage['content']['mmsList'][number]['contentList'][number];

interface Setup {
  token: string;
  book: LearnerPackage;
  item: Item;
  demo: DemoExercise;
}

/** A single-line pitched exercise of a book the learner may play in full (or as a trial). */
async function pickExercise(
  request: APIRequestContext,
  token: string,
  books: LearnerPackage[],
): Promise<{ book: LearnerPackage; item: Item; demo: DemoExercise }> {
  for (const book of books) {
    for (const item of book.content.mmsList.flatMap((list) => list.contentList)) {
      if (!item.exerciseUrl) continue;
      const demo = await readExercise(request, item.exerciseUrl);
      if (!demo.part.non_pitched && !demo.part.multiple && demo.notes.length >= 8) {
        return { book, item, demo };
      }
    }
  }
  throw new Error('No single-line pitched demo exercise found; is the demo content seeded?');
}

async function ownedSetup(request: APIRequestContext): Promise<Setup> {
  const learner = newLearner('player');
  await createLearner(request, learner);
  const token = await apiLogIn(request, learner.username, learner.password);
  const { allList } = await readDashboard(request, token);
  const owned: LearnerPackage[] = [];
  for (const card of allList.filter((b) => b.canLaunch && !b.isActiveTrial)) {
    owned.push(await findBook(request, token, [card], () => true));
  }
  return { token, ...(await pickExercise(request, token, owned)) };
}

async function openPlayer(browser: Browser, setup: Setup) {
  const context = await browser.newContext({ baseURL: APP_URL });
  const page = await context.newPage();
  const slug = bookSlug(setup.book.title);
  await openWithSession(page, setup.token, `/books/${slug}/soundcheck`);
  await page.getByRole('link', { name: setup.item.title }).first().click();
  const dialog = page.getByRole('dialog', { name: setup.item.title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Skip tour' }).click();
  await expect(dialog.getByRole('button', { name: 'Play' })).toBeEnabled({ timeout: 30_000 });
  return { page, dialog };
}

/** Perform mode, Record (skipping the calibration offer), then wait for the result. */
async function recordTake(page: Page) {
  const dialog = page.getByRole('dialog').first();
  await dialog.getByRole('button', { name: 'PERFORM' }).click();
  await dialog.getByRole('button', { name: 'Record', exact: true }).click();
  const wizard = page.getByRole('dialog', { name: 'Calibrate your audio' });
  await wizard.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog.getByRole('button', { name: 'Stop recording' })).toBeVisible();
}

const resultSection = (page: Page) =>
  page.getByRole('region', {
    name: /^(Oh dear!|Bravo!|Excellent!|Great job!|Good effort!|Keep practising!|Don't give up!)$/,
  });

test('a faithful take scores four or five stars, saved for the book', async ({ request }) => {
  const setup = await ownedSetup(request);
  const file = writeTake(setup.demo, { latency: 0.12 });
  const browser = await launchWithMicrophone(file);
  try {
    const { page } = await openPlayer(browser, setup);
    await recordTake(page);
    const result = resultSection(page);
    await expect(result).toBeVisible({ timeout: 90_000 });
    await expect(result.getByRole('img', { name: /^[45] of 5 stars$/ })).toBeVisible();
    await expect(result.getByRole('status')).toContainText('Result saved');
    const stars = (await result
      .getByRole('img', { name: /of 5 stars$/ })
      .getAttribute('aria-label'))!;

    // The overview behind the modal shows the stars at once, and after a reload.
    await page.keyboard.press('Escape');
    const row = page.getByRole('listitem').filter({ hasText: setup.item.title });
    await expect(row.getByRole('img', { name: stars })).toBeVisible();
    await page.reload();
    await expect(row.getByRole('img', { name: stars })).toBeVisible();
  } finally {
    await browser.close();
  }
});

test('wrong notes are marked wrong in See Feedback', async ({ request }) => {
  const setup = await ownedSetup(request);
  // Every third note a minor third too high.
  const wrong = new Map(
    setup.demo.notes.map((_, index) => [index, 3] as const).filter(([i]) => i % 3 === 1),
  );
  const file = writeTake(setup.demo, { latency: 0.1, wrong });
  const browser = await launchWithMicrophone(file);
  try {
    const { page, dialog } = await openPlayer(browser, setup);
    await recordTake(page);
    await expect(resultSection(page)).toBeVisible({ timeout: 90_000 });
    await dialog.getByRole('button', { name: 'See Feedback' }).click();
    const wrongNotes = dialog.locator('[data-verdict="wrong"]');
    await expect(wrongNotes.first()).toBeVisible();
    expect(await wrongNotes.count()).toBeGreaterThanOrEqual(Math.floor(wrong.size / 2));
    await expect(wrongNotes.first()).toHaveAccessibleName(/played/i);
    await expect(dialog.getByRole('table', { name: 'Notes per bar' })).toBeVisible();
  } finally {
    await browser.close();
  }
});

test('silence gives Oh dear!', async ({ request }) => {
  const setup = await ownedSetup(request);
  const file = writeTake(setup.demo, { latency: 0, silent: true });
  const browser = await launchWithMicrophone(file);
  try {
    const { page } = await openPlayer(browser, setup);
    await recordTake(page);
    await expect(page.getByRole('heading', { name: 'Oh dear!' })).toBeVisible({ timeout: 90_000 });
  } finally {
    await browser.close();
  }
});

test('a denied microphone says what to do', async ({ request }) => {
  const setup = await ownedSetup(request);
  const browser = await launchWithMicrophone(null, { deny: true });
  try {
    const { page, dialog } = await openPlayer(browser, setup);
    await dialog.getByRole('button', { name: 'PERFORM' }).click();
    await dialog.getByRole('button', { name: 'Record', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Calibrate your audio' })
      .getByRole('button', { name: 'Not now' })
      .click();
    await expect(dialog.getByRole('alert')).toContainText('microphone access was blocked');
    await expect(dialog.getByRole('button', { name: 'Record', exact: true })).toBeEnabled();
  } finally {
    await browser.close();
  }
});

test('a trial plays and scores without collecting stars', async ({ request }) => {
  const learner = newLearner('trialist');
  await createLearner(request, learner);
  const token = await apiLogIn(request, learner.username, learner.password);
  const { allList } = await readDashboard(request, token);
  const candidates: LearnerPackage[] = [];
  for (const card of allList.filter(
    (b) => !b.canLaunch && b.trialPeriodInDays > 0 && !b.isExpiredTrial,
  )) {
    candidates.push(await findBook(request, token, [card], () => true));
  }
  // Start the trial of the first book with a playable trial exercise.
  let setup: Setup | null = null;
  for (const book of candidates) {
    const started = await request.post('/api/users/me/trial', {
      headers: { Authorization: `Bearer ${token}` },
      data: { contentPackageId: book._id },
    });
    expect(started.ok(), await started.text()).toBe(true);
    const inTrial = await findBook(request, token, [book], () => true);
    try {
      setup = { token, ...(await pickExercise(request, token, [inTrial])) };
      break;
    } catch {
      continue;
    }
  }
  expect(setup, 'a trial book with a playable exercise').not.toBeNull();
  const file = writeTake(setup!.demo, { latency: 0.12 });
  const browser = await launchWithMicrophone(file);
  try {
    const { page } = await openPlayer(browser, setup!);
    await recordTake(page);
    const result = resultSection(page);
    await expect(result).toBeVisible({ timeout: 90_000 });
    await expect(result.getByRole('status')).toHaveText('Stars are not collected during a trial.');
    await page.keyboard.press('Escape');
    await page.reload();
    const row = page.getByRole('listitem').filter({ hasText: setup!.item.title });
    await expect(row.getByRole('img', { name: '0 of 5 stars' })).toBeVisible();
  } finally {
    await browser.close();
  }
});

/** Calibrates from Settings with a microphone that hears the chirps `delay` s late; answers the ms shown. */
async function calibrateWith(setup: Setup, delay: number): Promise<number> {
  const browser = await launchWithMicrophone(writeCalibrationEcho(delay));
  try {
    const { page, dialog } = await openPlayer(browser, setup);
    await dialog.getByRole('button', { name: 'Settings' }).click();
    const wizard = page.getByRole('dialog', { name: 'Calibrate your audio' });
    await wizard.getByRole('button', { name: 'Start calibration' }).click();
    const figure = wizard.getByText(/^Measured latency: -?\d+ ms$/);
    await expect(figure).toBeVisible({ timeout: 40_000 });
    const ms = Number(/(-?\d+) ms/.exec((await figure.textContent())!)![1]);
    await wizard.getByRole('button', { name: 'Done' }).click();
    // The player shows the stored figure.
    await expect(dialog.getByText(`latency ${ms} ms`)).toBeVisible();
    return ms;
  } finally {
    await browser.close();
  }
}

test('the calibration wizard measures a known delay', async ({ request }) => {
  // Three to eight wizard runs at each delay: up to six minutes under CI load, more beside other work.
  test.setTimeout(900_000);
  const setup = await ownedSetup(request);
  // The fake microphone adds its own input latency: measure it with no delay, then with 150 ms.
  // Its file starts a whole number of 10 ms capture buffers after the microphone is opened, which
  // varies from one opening to the next (20-80 ms seen, more on a loaded machine) and only adds delay.
  // The wizard stores the median of three rounds, each opening the microphone; in CI the difference
  // of two such medians still strayed from 150 ms by 61 and 104 ms, and the lower of two runs at each
  // delay by 30 and 60 ms on a clean clone: each delay gets three wizard runs and keeps the lowest
  // figure, which lies within a couple of buffers of the microphone's own latency. (findLatency itself
  // is held to 1-2 ms by the engine's unit tests.) On a busy machine (another test suite beside this
  // one) openings run later still, and the lowest of three strayed by 54 ms: while the two lowest
  // figures differ by more than one capture buffer, the wizard runs again, up to eight times.
  const lowest = async (delay: number) => {
    const figures: number[] = [];
    const twoLowestApart = () => {
      const [first, second] = [...figures].sort((a, b) => a - b);
      return second! - first! > 10;
    };
    while (figures.length < 3 || (twoLowestApart() && figures.length < 8)) {
      figures.push(await calibrateWith(setup, delay));
    }
    return Math.min(...figures);
  };
  const direct = await lowest(0);
  const delayed = await lowest(0.15);
  expect(direct).toBeGreaterThanOrEqual(0);
  expect(direct).toBeLessThan(150);
  expect(Math.abs(delayed - direct - 150)).toBeLessThanOrEqual(25);
});

test('the player has no serious accessibility violations, before and after a take', async ({
  request,
}) => {
  const setup = await ownedSetup(request);
  const browser = await launchWithMicrophone(writeTake(setup.demo, { latency: 0.1 }));
  const serious = async (page: Page) =>
    (await new AxeBuilder({ page }).analyze()).violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ id: violation.id, targets: violation.nodes.map((n) => n.target) }));
  try {
    const { page, dialog } = await openPlayer(browser, setup);
    expect(await serious(page)).toEqual([]);
    await recordTake(page);
    await expect(resultSection(page)).toBeVisible({ timeout: 90_000 });
    await dialog.getByRole('button', { name: 'See Feedback' }).click();
    await expect(dialog.getByRole('table', { name: 'Notes per bar' })).toBeVisible();
    expect(await serious(page)).toEqual([]);
    // Every note of the feedback is reachable by keyboard and says how it was played.
    await dialog.locator('[data-verdict]').first().focus();
    await expect(dialog.locator('[data-verdict]').first()).toBeFocused();
  } finally {
    await browser.close();
  }
});
