// A learner redeems a printed demo code, finds the book in My Books and uses it: plays a track (time
// advances; a tempo change keeps it playing at the new rate), downloads, and reads the e-book on page 2
// with zoom. The learner is new: the demo learner's library, which other specs read while this one
// runs in the other worker, stays as seeded.
import { expect, test } from '@playwright/test';
import { MESSAGES } from '@bandbook/domain';
import { apiLogIn, bookSlug, openWithSession, readDashboard, readDemo } from '../support/catalogue';
import { createLearner, newLearner } from '../support/learners';
import { expectPlayingPast, readMedia } from '../support/media';

test('a learner redeems a code and uses the book’s audio, downloads and e-book', async ({
  page,
  request,
}) => {
  const learner = newLearner('reader');
  await createLearner(request, learner);
  const token = await apiLogIn(request, learner.username, learner.password);
  const owned = new Set(
    (await readDashboard(request, token)).allList.filter((b) => b.isOwned).map((b) => b._id),
  );
  const { codes } = await readDemo(request);
  const code = codes.find((c) => c.remainingUses > 0 && !owned.has(c.bookId));
  expect(code, 'an unused demo code for a book the learner does not own').toBeTruthy();
  const title = code!.bookTitle;

  await openWithSession(page, token, '/dashboard/library');

  await page.getByRole('main').getByRole('link', { name: 'Enter Your Code' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a Book' });
  await dialog.getByLabel('Code').fill(code!.code.toLowerCase());
  await dialog.getByRole('button', { name: 'Unlock My Book' }).click();
  await expect(dialog.getByText(MESSAGES.codeSuccess)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  const myBooks = page.getByRole('region', { name: 'My Books' });
  await myBooks.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(`/books/${bookSlug(title)}/content`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Library');

  // Play the first track, then raise the tempo: it keeps playing, faster, with the pitch kept.
  const audio = page.locator('audio');
  await page
    .getByRole('region', { name: 'Audio player' })
    .getByRole('button', { name: 'Play', exact: true })
    .click();
  await expectPlayingPast(audio, 0.5);
  await page.getByRole('button', { name: 'Increase tempo' }).click();
  await expect(page.getByRole('slider', { name: 'Tempo' })).toHaveAttribute('aria-valuenow', '110');
  const atChange = await readMedia(audio);
  expect(atChange.playbackRate).toBeCloseTo(1.1);
  expect(atChange.preservesPitch).toBe(true);
  await expectPlayingPast(audio, atChange.currentTime + 0.5);
  expect((await readMedia(audio)).playbackRate).toBeCloseTo(1.1);

  const player = page.getByRole('region', { name: 'Audio player' });
  // Keyboard: right and left switch audio (spec section 9): the same track's play-along version and
  // back, at the same moment, paused if it was paused and playing if it was playing.
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press(' ');
  await expect.poll(async () => (await readMedia(audio)).paused).toBe(true);
  const paused = await readMedia(audio);
  await page.keyboard.press('ArrowRight');
  await expect(player).toContainText('(play-along)');
  await expect.poll(async () => (await readMedia(audio)).src).not.toBe(paused.src);
  await expect
    .poll(async () => (await readMedia(audio)).currentTime)
    .toBeCloseTo(paused.currentTime, 1);
  expect((await readMedia(audio)).paused).toBe(true);
  await page.keyboard.press(' ');
  await expectPlayingPast(audio, paused.currentTime + 0.2);
  const playing = await readMedia(audio);
  await page.keyboard.press('ArrowLeft');
  await expect(player).not.toContainText('(play-along)');
  await expect.poll(async () => (await readMedia(audio)).src).toBe(paused.src);
  await expectPlayingPast(audio, playing.currentTime);

  // Forward 15 seconds.
  const beforeSkip = (await readMedia(audio)).currentTime;
  await player.getByRole('button', { name: 'Forward 15 seconds' }).click();
  await expect
    .poll(async () => (await readMedia(audio)).currentTime)
    .toBeGreaterThan(beforeSkip + 10);

  // The owner downloads the zip with a plain link.
  const zip = page.getByRole('link', { name: 'Download All Tracks (zip)' });
  const href = await zip.getAttribute('href');
  expect(href).toMatch(/^\/download\/audio\?path=[^&]+\.zip&filename=.+&accessToken=.+/);
  const download = await request.get(href!);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-disposition']).toMatch(/^attachment; filename=".+\.zip"$/);

  // The e-book opens in its modal; Next shows page 2 and zoom enlarges it.
  await page.getByRole('tab', { name: 'E-book' }).click();
  await page.getByRole('link', { name: 'Open E-book' }).click();
  await expect(page).toHaveURL(new RegExp(`/ebook/\\?book=${bookSlug(title)}`));
  const ebook = page.getByRole('dialog');
  await expect(ebook.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await ebook.getByRole('button', { name: 'Next page' }).click();
  await expect(ebook.getByText(/^Page 2 of \d+$/)).toBeVisible();
  const canvas = ebook.locator('canvas').first();
  await expect(canvas).toBeVisible();
  const widthBefore = (await canvas.boundingBox())!.width;
  await ebook.getByRole('button', { name: 'Zoom in' }).click();
  await expect(ebook.getByText('125 %')).toBeVisible();
  await expect.poll(async () => (await canvas.boundingBox())!.width).toBeGreaterThan(widthBefore);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(`/books/${bookSlug(title)}/content?tab=ebook`);
});
