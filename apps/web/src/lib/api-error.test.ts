import { describe, expect, it } from 'vitest';
import { isErrorResponse } from './api-error';

describe('isErrorResponse', () => {
  it('accepts the API error format, with or without field errors', () => {
    expect(isErrorResponse({ message: 'Oops!' })).toBe(true);
    expect(
      isErrorResponse({ message: 'Invalid', errors: { email: { message: 'Email is invalid.' } } }),
    ).toBe(true);
  });

  it('refuses anything else', () => {
    for (const body of [
      undefined,
      null,
      'Oops!',
      [],
      { error: 'Oops!' },
      { message: 42 },
      { message: 'Invalid', errors: [] },
      { message: 'Invalid', errors: { email: 'Email is invalid.' } },
      { message: 'Invalid', errors: { email: { text: 'Email is invalid.' } } },
    ]) {
      expect(isErrorResponse(body), JSON.stringify(body)).toBe(false);
    }
  });
});
