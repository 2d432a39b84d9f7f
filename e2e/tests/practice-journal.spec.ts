// The practice journal (issue 47 item 4, decision 065), in the built app: a take played through the
// fake microphone is saved, its recording kept; /practice then shows the take's row (with the kept
// recording and the exercise's reference beside it), the minutes chart and the exercise's progress
// chart, and a reload keeps all of it. axe finds no serious or critical violation on the page.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { APP_URL } from '../support/ports';
import { openPlayer, ownedTakeExercise } from '../support/soundcheck';
import { launchWithMicrophone, writeTake } from '../support/takes';

// One take of the whole exercise in real time.
test.setTimeout(200_000);
// As soundcheck-player.spec.ts: the fake microphone's timing drifts under load.
test.describe.configure({ retries: 1 });

async function expectJournal(page: Page, exercise: string) {
  const journal = page.getByRole('table', { name: 'Journal' });
  const row = journal.getByRole('row').filter({ hasText: exercise });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('img', { name: /^[0-5] of 5 stars$/ })).toBeVisible();
  await expect(row.getByText(/^\d+ %$/).first()).toBeVisible();
  await expect(row.getByLabel(`Your take of ${exercise}`, { exact: false })).toBeAttached();
  await expect(
    row.getByRole('button', { name: new RegExp(`^Play the reference of ${exercise}`) }),
  ).toBeVisible();
  await expect(
    page.getByRole('img', {
      name: /^Minutes practised per day over the last 28 days: .+ on 1 day\.$/,
    }),
  ).toBeVisible();
  await expect(
    page.getByRole('img', { name: new RegExp(`^Scores of your 1 take of ${exercise}`) }),
  ).toBeVisible();
  // The charts drew their bars and lines.
  await expect(
    page.getByTestId('minutes-chart').locator('.recharts-bar-rectangle').first(),
  ).toBeAttached();
  await expect(page.getByTestId('progress-chart').locator('.recharts-line').first()).toBeAttached();
}

test("a take's row and the charts are on /practice after a take, and after a reload", async ({
  request,
}) => {
  const owned = await ownedTakeExercise(request, 'journal');
  const { item, demo } = owned;
  const file = writeTake(demo, { latency: 0.12 });
  const browser = await launchWithMicrophone(file);
  try {
    const context = await browser.newContext({ baseURL: APP_URL });
    const page = await context.newPage();
    const dialog = await openPlayer(page, owned);
    await dialog.getByRole('button', { name: 'PERFORM' }).click();

    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/users/me/progress') && response.request().method() === 'POST',
      { timeout: 150_000 },
    );
    await dialog.getByRole('button', { name: 'Record', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Calibrate your audio' })
      .getByRole('button', { name: 'Not now' })
      .click();
    const result = dialog.locator('section[aria-labelledby="soundcheck-result"]');
    await expect(result).toBeVisible({ timeout: 150_000 });

    // The player sent the take's facts and was answered the take's id.
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({
      take: { mode: 'perform', durationSeconds: expect.any(Number) },
    });
    expect((await response.json()) as { takeId?: string }).toHaveProperty('takeId');

    await result.getByRole('button', { name: 'Keep Recording' }).click();
    await expect(result.getByText('Recording kept in your practice journal.')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/practice');
    await expect(page.getByRole('heading', { name: 'Practice', level: 1 })).toBeVisible();
    await expectJournal(page, item.title);

    await page.reload();
    await expectJournal(page, item.title);

    // The kept recording plays from its signed URL.
    const audio = page.getByLabel(`Your take of ${item.title}`, { exact: false });
    const source = (await audio.getAttribute('src'))!;
    expect(source).toMatch(/^\/media\/uploads\/takes\/.+\.wav\?exp=\d+&sig=/);
    const wav = await page.request.get(source);
    expect(wav.status()).toBe(200);
    expect(wav.headers()['content-type']).toBe('audio/wav');
    expect((await wav.body()).subarray(0, 4).toString('ascii')).toBe('RIFF');

    const axe = await new AxeBuilder({ page }).analyze();
    const grave = axe.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
    expect(grave).toEqual([]);
  } finally {
    await browser.close();
  }
});
