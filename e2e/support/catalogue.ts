// The demo data (GET /dev/demo) and the catalogue API, for tests that pick their books and codes
// from what the server seeded rather than hard-coding them.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Dashboard, LearnerPackage, PackageCard } from '@bandbook/domain';

export interface DemoData {
  accounts: { username: string; password: string; role: string }[];
  codes: { code: string; bookId: string; bookTitle: string; remainingUses: number; list: string }[];
}

export async function readDemo(request: APIRequestContext): Promise<DemoData> {
  const response = await request.get('/dev/demo');
  expect(response.ok()).toBe(true);
  return (await response.json()) as DemoData;
}

export async function demoLearner(request: APIRequestContext) {
  const { accounts } = await readDemo(request);
  const learner = accounts.find((account) => account.role === 'user');
  expect(learner, 'the demo learner').toBeTruthy();
  return learner!;
}

export async function apiLogIn(request: APIRequestContext, username: string, password: string) {
  const response = await request.post('/auth/local', { data: { username, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** A session token of the demo learner, made through the API. */
export async function demoLearnerToken(request: APIRequestContext) {
  const learner = await demoLearner(request);
  return apiLogIn(request, learner.username, learner.password);
}

/** Starts the app with a session made through the API (quicker than the login modal). */
export async function openWithSession(page: Page, token: string, path: string) {
  await page.goto('/about-us');
  await page.evaluate((value) => sessionStorage.setItem('bandbook.token', value), token);
  await page.goto(path);
}

const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

export async function readDashboard(request: APIRequestContext, token: string) {
  const response = await request.get('/api/dashboard/dynamic', auth(token));
  expect(response.ok()).toBe(true);
  return (await response.json()) as Dashboard;
}

export async function readBook(request: APIRequestContext, token: string, id: string) {
  const response = await request.get(`/api/content-packages/${id}`, auth(token));
  expect(response.ok()).toBe(true);
  return (await response.json()) as LearnerPackage;
}

/** The first book of the list for which `test` holds on its full record. */
export async function findBook(
  request: APIRequestContext,
  token: string,
  cards: PackageCard[],
  test: (book: LearnerPackage) => boolean,
): Promise<LearnerPackage> {
  for (const card of cards) {
    const book = await readBook(request, token, card._id);
    if (test(book)) return book;
  }
  throw new Error('No seeded book fits this test; is the demo content seeded?');
}

/** The URL segment of a book page, as the web app makes it from the title. */
export { bookSlug } from '@bandbook/domain';
