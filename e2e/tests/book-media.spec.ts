// Videos play in the /video/{url} modal (a book's videos and the home page's How It Works), and a
// book's SoundCheck page shows its sections, stars and total score.
import { expect, test } from '@playwright/test';
import { createLearner, newLearner } from '../support/learners';
import { apiLogIn, bookSlug, findBook, openWithSession, readDashboard } from '../support/catalogue';
import { expectPlayingPast } from '../support/media';

test('a book’s video opens in its modal and plays', async ({ page, request }) => {
  const learner = newLearner('viewer');
  await createLearner(request, learner);
  const token = await apiLogIn(request, learner.username, learner.password);
  const { allList } = await readDashboard(request, token);
  const book = await findBook(
    request,
    token,
    allList.filter((b) => b.canLaunch),
    (b) => b.content.videoList.some((video) => video.videoFilePath),
  );
  const video = book.content.videoList.find((item) => item.videoFilePath)!;

  await openWithSession(page, token, `/books/${bookSlug(book.title)}/content`);
  await page.getByRole('tab', { name: 'Video' }).click();
  await page.getByRole('link', { name: `Play video: ${video.title}` }).click();
  await expect(page).toHaveURL(/\/video\/[^?]+\?videoTitle=.+&url=.+&videoFilePath=.+/);
  const dialog = page.getByRole('dialog', { name: video.title });
  await expect(dialog).toBeVisible();
  await expectPlayingPast(dialog.locator('video'), 0.5);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(`/books/${bookSlug(book.title)}/content?tab=video`);
});

test('See How It Works plays the introduction video for guests', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'See How It Works' }).click();
  const dialog = page.getByRole('dialog', { name: 'See How It Works' });
  await expect(dialog).toBeVisible();
  await expectPlayingPast(dialog.locator('video'), 0.5);
  // The book carousel shows the seeded books.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: 'Books to play along with' })).toBeVisible();
});

test('the SoundCheck page shows sections, stars and the total score', async ({ page, request }) => {
  const learner = newLearner('scorer');
  await createLearner(request, learner);
  const token = await apiLogIn(request, learner.username, learner.password);
  const { allList } = await readDashboard(request, token);
  const book = await findBook(
    request,
    token,
    allList.filter((b) => b.canLaunch),
    (b) => b.content.mmsList.some((list) => list.contentList.length > 0),
  );
  const section = book.content.mmsList.find((list) => list.contentList.length > 0)!;

  await openWithSession(page, token, `/books/${bookSlug(book.title)}/content`);
  await page
    .getByRole('navigation', { name: 'Book' })
    .getByRole('link', { name: 'SoundCheck' })
    .click();
  await expect(page).toHaveURL(`/books/${bookSlug(book.title)}/soundcheck`);
  const sectionRegion = page.getByRole('region', { name: section.title });
  await expect(
    sectionRegion.getByRole('link', { name: section.contentList[0]!.title }),
  ).toBeVisible();
  await expect(sectionRegion.getByRole('img', { name: '0 of 5 stars' })).toHaveCount(
    section.contentList.length,
  );
  await expect(page.getByRole('img', { name: 'Total score 0 %' })).toBeVisible();
  await expect(page.getByText(`0 / ${book.viewData.maxStars} stars`)).toBeVisible();
});
