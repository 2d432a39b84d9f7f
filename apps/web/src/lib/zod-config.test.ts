import './zod-config';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { globalConfig } from 'zod/v4/core';

describe('zod settings', () => {
  it('runs zod without eval (no CSP report), and validates as before', () => {
    expect(globalConfig.jitless).toBe(true);
    const schema = z.object({ title: z.string(), stars: z.number().int().min(0) });
    expect(schema.parse({ title: 'Etude', stars: 3 })).toEqual({ title: 'Etude', stars: 3 });
    expect(schema.safeParse({ title: 'Etude', stars: -1 }).success).toBe(false);
  });
});
