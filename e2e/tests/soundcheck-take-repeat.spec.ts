// The same take recorded three times (Retry) gets the same stars and the same verdict on every note:
// the player places a take's start from the microphone's capture clock, not from the moment it asked
// for the device (which in one browser moved by 50 ms between takes). The take is played 150 ms later
// than the stored calibration, so it also shows that a calibrated learner who plays late is told so.
import { expect, test, type Locator } from '@playwright/test';
import type { LearnerPackage } from '@bandbook/domain';
import { APP_URL } from '../support/ports';
import { createLearner, newLearner } from '../support/learners';
import { apiLogIn, bookSlug, findBook, openWithSession, readDashboard } from '../support/catalogue';
import { launchWithMicrophone, readExercise, writeTake, type DemoExercise } from '../support/takes';

// Three takes of the whole exercise in real time.
test.setTimeout(300_000);

/** The calibration stored for Chromium's fake devices, and how much later than it the take is played. */
const CALIBRATION_MS = 40;
const PLAYED_LATE_MS = 150;
/** Where the player keeps calibrations, keyed by input and output device (audio/latency-store.ts). */
const CALIBRATION_STORAGE_KEY = 'bandbook.soundcheck.latency';

type Item = LearnerPackage['content']['mmsList'][number]['contentList'][number];

async function ownedExercise(
  request: Parameters<typeof readExercise>[0],
  token: string,
): Promise<{ book: LearnerPackage; item: Item; demo: DemoExercise }> {
  const { allList } = await readDashboard(request, token);
  for (const card of allList.filter((b) => b.canLaunch && !b.isActiveTrial)) {
    const book = await findBook(request, token, [card], () => true);
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

/** The feedback panel, whatever its title says. */
const resultSection = (dialog: Locator) =>
  dialog.locator('section[aria-labelledby="soundcheck-result"]');

/** Waits for the take's result; answers its stars and the verdict of every note in See Feedback. */
async function readTake(dialog: Locator) {
  const result = resultSection(dialog);
  await expect(result).toBeVisible({ timeout: 120_000 });
  const stars = await result.getByRole('img', { name: /of 5 stars$/ }).getAttribute('aria-label');
  const note = await result.getByText(/^Most notes came in/).textContent();
  await dialog.getByRole('button', { name: 'See Feedback' }).click();
  const notes = dialog.locator('[data-verdict]');
  await expect(notes.first()).toBeVisible();
  const verdicts = await notes.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('data-verdict')),
  );
  await dialog.getByRole('button', { name: 'Back to result' }).click();
  return { stars, note, verdicts };
}

test('the same late take recorded three times gets the same stars and verdicts', async ({
  request,
}) => {
  const learner = newLearner('repeat');
  await createLearner(request, learner);
  const token = await apiLogIn(request, learner.username, learner.password);
  const { book, item, demo } = await ownedExercise(request, token);
  const file = writeTake(demo, { latency: (CALIBRATION_MS + PLAYED_LATE_MS) / 1000 });
  const browser = await launchWithMicrophone(file);
  try {
    const context = await browser.newContext({ baseURL: APP_URL });
    // Calibrated for Chromium's fake input and the default output, as the wizard would store it.
    await context.addInitScript(
      ([key, latencyMs]) => {
        const calibration = { latencyMs, measuredAt: new Date().toISOString() };
        localStorage.setItem(String(key), JSON.stringify({ 'default|default': calibration }));
      },
      [CALIBRATION_STORAGE_KEY, CALIBRATION_MS] as const,
    );
    const page = await context.newPage();
    await openWithSession(page, token, `/books/${bookSlug(book.title)}/soundcheck`);
    await page.getByRole('link', { name: item.title }).first().click();
    const dialog = page.getByRole('dialog', { name: item.title });
    await dialog.getByRole('button', { name: 'Skip tour' }).click();
    await expect(dialog.getByRole('button', { name: 'Play' })).toBeEnabled({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'PERFORM' }).click();

    await dialog.getByRole('button', { name: 'Record', exact: true }).click();
    // The first Record offers the calibration wizard (the stored one is read when the microphone opens).
    await page
      .getByRole('dialog', { name: 'Calibrate your audio' })
      .getByRole('button', { name: 'Not now' })
      .click();
    const takes = [await readTake(dialog)];
    for (let retry = 0; retry < 2; retry++) {
      // Retry: a new take at once, and the fake microphone starts its file again.
      await dialog.getByRole('button', { name: 'Retry' }).click();
      takes.push(await readTake(dialog));
    }

    const [first] = takes;
    // Late throughout, and told so: most notes late, by about the 150 ms played beyond the calibration
    // (the take's own search may move 60 ms towards it).
    const late = first!.verdicts.filter((verdict) => verdict === 'late').length;
    expect(late).toBeGreaterThanOrEqual(first!.verdicts.length / 2);
    expect(first!.note).toMatch(/late, by about \d+ ms/);
    for (const take of takes.slice(1)) {
      expect(take.stars).toBe(first!.stars);
      expect(take.verdicts).toEqual(first!.verdicts);
    }
  } finally {
    await browser.close();
  }
});
