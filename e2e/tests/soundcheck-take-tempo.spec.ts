// A take recorded at 80 % tempo (decision 059): a faithful take played at 0.8 of the exercise's tempo
// through the fake microphone scores as one at full tempo, the feedback panel says 'At 80 % tempo',
// the server keeps it with tempo 80 (as the item's slower best, the only one), and the book's
// SoundCheck list says 'at 80 %' beside its stars.
import { expect, test } from '@playwright/test';
import type { CurrentUser } from '@bandbook/domain';
import { APP_URL } from '../support/ports';
import { openPlayer, ownedTakeExercise } from '../support/soundcheck';
import { launchWithMicrophone, writeTake } from '../support/takes';

// One take of the whole exercise in real time, a quarter longer than at full tempo.
test.setTimeout(200_000);
// As soundcheck-player.spec.ts: the fake microphone's timing drifts under load.
test.describe.configure({ retries: 1 });

const TEMPO = 80;

test('a faithful take at 80 % tempo says so and is saved with tempo 80', async ({ request }) => {
  const owned = await ownedTakeExercise(request, 'tempo');
  const { book, item, demo } = owned;
  const file = writeTake(demo, { latency: 0.12, tempoFactor: TEMPO / 100 });
  const browser = await launchWithMicrophone(file);
  try {
    const context = await browser.newContext({ baseURL: APP_URL });
    const page = await context.newPage();
    const dialog = await openPlayer(page, owned);
    await dialog.getByRole('button', { name: 'PERFORM' }).click();

    // The tempo slider moves in steps of 5 %: four steps down from 100 %.
    const tempo = dialog.getByRole('slider', { name: 'Tempo' });
    await tempo.focus();
    for (let step = 0; step < 4; step++) await tempo.press('ArrowLeft');
    await expect(tempo).toHaveAttribute('aria-valuenow', String(TEMPO));

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
    await expect(result.getByRole('img', { name: /^[45] of 5 stars$/ })).toBeVisible();
    await expect(result.getByText(`At ${TEMPO} % tempo`)).toBeVisible();
    const stars = (await result
      .getByRole('img', { name: /of 5 stars$/ })
      .getAttribute('aria-label'))!;

    // What the player sent and what the server kept: tempo 80, the item's only (slower) best.
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({ result: { tempo: TEMPO } });
    const answer = (await response.json()) as Pick<CurrentUser, 'progressList'>;
    const entry = answer.progressList
      .find((list) => list.contentPackageId === book._id)
      ?.contentList.find((kept) => kept.id === item._id);
    expect(entry).toMatchObject({ result: { tempo: TEMPO }, slowerResult: null });

    // The book's SoundCheck list shows the stars and the tempo they were earned at.
    await page.keyboard.press('Escape');
    const row = page.getByRole('listitem').filter({ hasText: item.title });
    await expect(row.getByRole('img', { name: stars })).toBeVisible();
    await expect(row.getByText(`at ${TEMPO} %`)).toBeVisible();
  } finally {
    await browser.close();
  }
});
