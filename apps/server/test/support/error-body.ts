// An error answer's body as the spec writes it (`message`, `errors`, ...), with the `requestId`
// every error answer also carries (plugins/request-id.ts): `expect(body).toEqual(errorBody({...}))`.
import { expect } from 'vitest';

export const errorBody = (body: Record<string, unknown>) => ({
  ...body,
  requestId: expect.any(String),
});
