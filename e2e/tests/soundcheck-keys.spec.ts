// The SoundCheck player's keys (spec §9) from the moment it opens: Space plays (it does not close
// the player through the focused close button), and after ↓ opens the next exercise the keys go on
// working without a click. No microphone: Practice only.
import { expect, test, type Page } from '@playwright/test';
import type { LearnerPackage } from '@bandbook/domain';
import { createLearner, newLearner } from '../support/learners';
import { APP_URL } from '../support/ports';
import { apiLogIn, bookSlug, findBook, openWithSession, readDashboard } from '../support/catalogue';

const TOUR_COOKIE = 'bandbook_soundcheck_tour';

type Item = LearnerPackage['content']['mmsList'][number]['contentList'][number];

/** A book the learner owns with at least two SoundCheck exercises in one list. */
async function bookWithTwoExercises(page: Page) {
  const learner = newLearner('keys');
  await createLearner(page.request, learner);
  const token = await apiLogIn(page.request, learner.username, learner.password);
  const { allList } = await readDashboard(page.request, token);
  for (const card of allList.filter((b) => b.canLaunch && !b.isActiveTrial)) {
    const book = await findBook(page.request, token, [card], () => true);
    const list = book.content.mmsList.find((entry) => entry.contentList.length >= 2);
    if (list) return { token, book, items: list.contentList as Item[] };
  }
  throw new Error('No owned demo book has two SoundCheck exercises; is the demo content seeded?');
}

async function openExercise(page: Page, tourSeen: boolean) {
  const { token, book, items } = await bookWithTwoExercises(page);
  // The tour shows once (a cookie); seen, the player opens straight onto its controls.
  if (tourSeen) await page.context().addCookies([{ name: TOUR_COOKIE, value: '1', url: APP_URL }]);
  await openWithSession(page, token, `/books/${bookSlug(book.title)}/soundcheck`);
  await page.getByRole('link', { name: items[0]!.title }).first().click();
  const dialog = page.getByRole('dialog', { name: items[0]!.title });
  await expect(dialog).toBeVisible();
  return { dialog, items };
}

test('Space right after opening an exercise plays it, and the keys still work after ↓', async ({
  page,
}) => {
  const { dialog, items } = await openExercise(page, true);
  await expect(dialog.getByRole('button', { name: 'Play' })).toBeEnabled({ timeout: 30_000 });
  // No click anywhere: the key goes to the player, not to the modal's close button.
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('button', { name: 'Play' })).toBeVisible();

  // ↓ opens the next exercise; its player takes the keys at once.
  await page.keyboard.press('ArrowDown');
  const next = page.getByRole('dialog', { name: items[1]!.title });
  await expect(next).toBeVisible();
  await expect(next.getByRole('button', { name: 'Play' })).toBeEnabled({ timeout: 30_000 });
  await page.keyboard.press('Space');
  await expect(next.getByRole('button', { name: 'Pause' })).toBeVisible();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('dialog', { name: items[0]!.title })).toBeVisible();
});

test('with the tour shown at first, Skip tour leaves the keys to the player', async ({ page }) => {
  const { dialog } = await openExercise(page, false);
  await dialog.getByRole('button', { name: 'Skip tour' }).click();
  await expect(dialog.getByRole('button', { name: 'Play' })).toBeEnabled({ timeout: 30_000 });
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(dialog).toBeVisible();
});
