// Trials: starting one from a book's preview (confirmation, completion message, back to the
// library) and its limits; an expired trial's 'Trial Expired' alert and redirect to the library.
import { expect, test } from '@playwright/test';
import { createLearner, newLearner } from '../support/learners';
import {
  apiLogIn,
  bookSlug,
  demoLearnerToken,
  findBook,
  openWithSession,
  readDashboard,
} from '../support/catalogue';

test('a trial started from the preview gives only the trial content', async ({ page, request }) => {
  const learner = newLearner('trier');
  await createLearner(request, learner);
  const token = await apiLogIn(request, learner.username, learner.password);
  const { allList } = await readDashboard(request, token);
  const offered = allList.filter(
    (b) => b.trialPeriodInDays > 0 && !b.isOwned && !b.isActiveTrial && !b.isExpiredTrial,
  );
  const book = await findBook(request, token, offered, (b) => {
    const tracks = b.content.audioList.flatMap((list) => list.trackList);
    return tracks.some((t) => t.trialVersion) && tracks.some((t) => !t.trialVersion);
  });
  const tracks = book.content.audioList.flatMap((list) => list.trackList);
  const trialTrack = tracks.find((t) => t.trialVersion)!;
  const fullTrack = tracks.find((t) => !t.trialVersion)!;
  const slug = bookSlug(book.title);

  await openWithSession(page, token, `/books/${slug}/preview`);
  const includes = page.getByRole('region', { name: 'Includes' });
  await expect(includes.getByText('Audio')).toBeVisible();
  await expect(includes.getByText('E-book')).toBeVisible();
  await page.getByRole('button', { name: 'DOWNLOAD' }).click();
  const confirm = page.getByRole('dialog', { name: 'Start Your Free Trial' });
  await confirm.getByRole('button', { name: 'Start Trial' }).click();

  await expect(page).toHaveURL('/dashboard/library');
  await expect(page.getByText('Your trial has started')).toBeVisible();
  const card = page
    .getByRole('region', { name: 'My Books' })
    .getByRole('link', { name: book.title });
  await card.click();

  await expect(page).toHaveURL(`/books/${slug}/content`);
  await expect(page.getByText('Trial version')).toBeVisible();
  await expect(
    page.getByRole('button', { name: trialTrack.title, exact: true }).first(),
  ).toBeEnabled();
  await expect(
    page.getByRole('button', { name: `${fullTrack.title} (not in the trial)` }).first(),
  ).toBeDisabled();
  // No zip and no track downloads (the footer's app store link is not one of them).
  await expect(page.getByRole('main').getByRole('link', { name: /^Download/ })).toHaveCount(0);

  // The trial cannot be started twice.
  await page.goto(`/books/${slug}/preview`);
  await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'DOWNLOAD' })).toHaveCount(0);
});

test('an expired trial says so and its pages lead back to the library', async ({
  page,
  request,
}) => {
  const token = await demoLearnerToken(request);
  const expired = (await readDashboard(request, token)).userList.find((b) => b.isExpiredTrial);
  expect(expired, 'the demo learner’s expired trial').toBeTruthy();
  const slug = bookSlug(expired!.title);

  await openWithSession(page, token, '/dashboard/library');
  const myBooks = page.getByRole('region', { name: 'My Books' });
  await expect(myBooks.getByText('Trial Expired')).toBeVisible();

  for (const part of ['content', 'preview']) {
    await page.goto(`/books/${slug}/${part}`);
    await expect(page).toHaveURL('/dashboard/library');
    const alert = page.getByRole('alert').filter({ hasText: 'Trial Expired' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(expired!.title);
  }
});
