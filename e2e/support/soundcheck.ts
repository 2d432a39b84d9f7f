// Opening a demo exercise's SoundCheck player as a learner who owns the book, for the player's layout
// and settings tests: the book's SoundCheck page, the exercise's link, the player's dialog once its
// audio is ready. The help tour is marked seen (its cookie), so the player opens onto its controls.
// Also the exercise the take tests record: a new learner's first owned single-line pitched one.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ExercisePart } from '@bandbook/soundcheck';
import type { LearnerPackage } from '@bandbook/domain';
import { apiLogIn, bookSlug, findBook, openWithSession, readDashboard } from './catalogue';
import { createLearner, newLearner } from './learners';
import { APP_URL } from './ports';
import { readExercise, type DemoExercise } from './takes';

const TOUR_COOKIE = 'bandbook_soundcheck_tour';

type Item = LearnerPackage['content']['mmsList'][number]['contentList'][number];

export interface OwnedExercise {
  token: string;
  book: LearnerPackage;
  item: Item;
  /** A part of the exercise that cannot be recorded (an accompaniment), when it has one. */
  listeningPart: ExercisePart | null;
}

/** A new learner's first owned demo exercise, preferring one with a part for listening only. */
export async function ownedExercise(request: APIRequestContext): Promise<OwnedExercise> {
  const learner = newLearner('phone');
  await createLearner(request, learner);
  const token = await apiLogIn(request, learner.username, learner.password);
  const { allList } = await readDashboard(request, token);
  let first: OwnedExercise | null = null;
  for (const card of allList.filter((b) => b.canLaunch && !b.isActiveTrial)) {
    const book = await findBook(request, token, [card], () => true);
    for (const item of book.content.mmsList.flatMap((list) => list.contentList)) {
      if (!item.exerciseUrl) continue;
      const { exercise } = await readExercise(request, item.exerciseUrl);
      const listeningPart = exercise.parts.find((part) => !part.can_record) ?? null;
      const found = { token, book, item, listeningPart };
      if (listeningPart) return found;
      first ??= found;
    }
  }
  if (first) return first;
  throw new Error('No owned demo book has a SoundCheck exercise; is the demo content seeded?');
}

export interface OwnedTakeExercise {
  token: string;
  book: LearnerPackage;
  item: Item;
  demo: DemoExercise;
}

/**
 * A new learner (username from `prefix`) and the first single-line pitched exercise of at least eight
 * notes of a book they own: what a take file is rendered from.
 */
export async function ownedTakeExercise(
  request: APIRequestContext,
  prefix: string,
): Promise<OwnedTakeExercise> {
  const learner = newLearner(prefix);
  await createLearner(request, learner);
  const token = await apiLogIn(request, learner.username, learner.password);
  const { allList } = await readDashboard(request, token);
  for (const card of allList.filter((b) => b.canLaunch && !b.isActiveTrial)) {
    const book = await findBook(request, token, [card], () => true);
    for (const item of book.content.mmsList.flatMap((list) => list.contentList)) {
      if (!item.exerciseUrl) continue;
      const demo = await readExercise(request, item.exerciseUrl);
      if (!demo.part.non_pitched && !demo.part.multiple && demo.notes.length >= 8) {
        return { token, book, item, demo };
      }
    }
  }
  throw new Error('No single-line pitched demo exercise found; is the demo content seeded?');
}

/** Opens the exercise's player and answers its dialog once Play is enabled (the audio loaded). */
export async function openPlayer(
  page: Page,
  owned: Pick<OwnedExercise, 'token' | 'book' | 'item'>,
) {
  await page.context().addCookies([{ name: TOUR_COOKIE, value: '1', url: APP_URL }]);
  await openWithSession(page, owned.token, `/books/${bookSlug(owned.book.title)}/soundcheck`);
  await page.getByRole('link', { name: owned.item.title }).first().click();
  const dialog = page.getByRole('dialog', { name: owned.item.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Play', exact: true })).toBeEnabled({
    timeout: 30_000,
  });
  return dialog;
}
