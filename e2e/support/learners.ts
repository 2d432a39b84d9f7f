// Unique learners for each test, and a quick way to create one through the API.
import { expect, type APIRequestContext } from '@playwright/test';

export interface Learner {
  username: string;
  email: string;
  password: string;
}

let counter = 0;

/** Digits only after the prefix: no random letters that could spell a blocked word. */
export function newLearner(prefix = 'learner'): Learner {
  counter += 1;
  const suffix = `${Date.now() % 1e8}${process.pid % 100}${counter}`;
  const username = `${prefix}${suffix}`.slice(0, 24);
  return { username, email: `${username}@example.test`, password: 'Secret123' };
}

export async function createLearner(request: APIRequestContext, learner: Learner) {
  const response = await request.post('/api/users', {
    data: {
      username: learner.username,
      email: learner.email,
      password: learner.password,
      languageCode: 'en-us',
      currencyCode: 'USD',
      domainUrl: 'http://localhost',
      newsletterOptIn: false,
      contentChannelIdList: [],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}
