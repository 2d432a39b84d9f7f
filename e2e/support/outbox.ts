// Reads the demo mail outbox (GET /dev/outbox) for the links the server emailed.
import { expect, type APIRequestContext } from '@playwright/test';

interface OutboxMessage {
  to: string;
  subject: string;
  links: string[];
  createdAt: string;
}

async function readOutbox(request: APIRequestContext): Promise<OutboxMessage[]> {
  const response = await request.get('/dev/outbox', { headers: { Accept: 'application/json' } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as OutboxMessage[];
}

/** The newest link containing `pathPart` emailed to `to`, as a path on the app. */
export async function waitForEmailedLink(
  request: APIRequestContext,
  to: string,
  pathPart: '/verify-email/' | '/reset-password/',
  options: { newerThan?: string } = {},
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const messages = await readOutbox(request);
      const message = messages.find(
        (item) =>
          item.to.includes(to) &&
          (!options.newerThan || item.createdAt > options.newerThan) &&
          item.links.some((link) => link.includes(pathPart)),
      );
      found = message?.links.find((link) => link.includes(pathPart));
      return found;
    })
    .toBeTruthy();
  const url = new URL(found as string);
  return `${url.pathname}${url.search}`;
}

export async function countEmailsTo(request: APIRequestContext, to: string) {
  return (await readOutbox(request)).filter((item) => item.to.includes(to)).length;
}
