// Discover: Genres and Instruments lead to paged grids of their books (14 per page), with the
// 'Sorry, no titles match this description.' text when there are none.
import { expect, test, type Page } from '@playwright/test';
import type { DiscoverPage, PackageCard, PublicConfig } from '@bandbook/domain';
import { createLearner, newLearner } from '../support/learners';
import { apiLogIn, openWithSession, readDashboard } from '../support/catalogue';

const bookCards = (page: Page) =>
  page.getByRole('main').getByRole('list', { name: 'Books' }).getByRole('listitem');

test('discover by genre lists the genre’s books and pages through them', async ({
  page,
  request,
}) => {
  const learner = newLearner('explorer');
  await createLearner(request, learner);
  const token = await apiLogIn(request, learner.username, learner.password);
  const config = (await (await request.get('/api/config/public')).json()) as PublicConfig;
  const { allList } = await readDashboard(request, token);
  const counts = new Map<string, number>();
  for (const book of allList) {
    for (const id of book.genreIdList) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const genre = config.genres.find((item) => (counts.get(item.id) ?? 0) > 0)!;
  const emptyGenre = config.genres.find((item) => !counts.has(item.id));

  await openWithSession(page, token, '/dashboard/discover');
  await page
    .getByRole('navigation', { name: 'Genres' })
    .getByRole('link', { name: genre.label, exact: true })
    .click();
  await expect(page).toHaveURL(`/dashboard/discover/genres/${genre.id}`);
  await expect(page.getByRole('heading', { level: 1, name: genre.label })).toBeVisible();
  await expect(bookCards(page)).toHaveCount(counts.get(genre.id)!);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Discover');

  if (emptyGenre) {
    await page.goto(`/dashboard/discover/genres/${emptyGenre.id}`);
    await expect(page.getByText('Sorry, no titles match this description.')).toBeVisible();
  }

  // The seeded catalogue has fewer than 15 books per genre, so paging is shown on a genre whose
  // answer is stretched to 20 books (copies of real cards); the grid and paging are the app's own.
  const cards = allList;
  const stretched = Array.from({ length: 20 }, (_, i): PackageCard => {
    const card = cards[i % cards.length]!;
    return { ...card, _id: `${card._id.slice(0, -4)}${String(1000 + i)}`, title: `Book ${i + 1}` };
  });
  await page.route(`**/api/dashboard/discover/genres/${genre.id}?page=*`, async (route) => {
    const pageNumber = Number(new URL(route.request().url()).searchParams.get('page'));
    const body: DiscoverPage = {
      category: 'genres',
      id: genre.id,
      label: genre.label,
      page: pageNumber,
      totalCount: stretched.length,
      totalPages: 2,
      pageData: stretched.slice((pageNumber - 1) * 14, pageNumber * 14),
    };
    await route.fulfill({ json: body });
  });
  await page.goto(`/dashboard/discover/genres/${genre.id}`);
  await expect(bookCards(page)).toHaveCount(14);
  await expect(page.getByText('20 books')).toBeVisible();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(`/dashboard/discover/genres/${genre.id}?page=2`);
  await expect(bookCards(page)).toHaveCount(6);
  await expect(page.getByRole('link', { name: 'Book 15' })).toBeVisible();
  await page.getByRole('button', { name: 'Page 1' }).click();
  await expect(bookCards(page)).toHaveCount(14);
});
