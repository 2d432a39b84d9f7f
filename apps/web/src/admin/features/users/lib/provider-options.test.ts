// Issue 44: the Provider filter offers the sign-up form and the configured providers only.
import { describe, expect, it } from 'vitest';
import { providerOptions } from './provider-options';

describe('providerOptions', () => {
  it('lists All, the sign-up form and each configured provider, nothing else', () => {
    expect(providerOptions([{ id: 'test', label: 'Test OIDC' }])).toEqual([
      { value: '', label: 'All' },
      { value: 'local', label: 'Sign-up form' },
      { value: 'test', label: 'Test OIDC' },
    ]);
    expect(providerOptions([]).map((option) => option.value)).toEqual(['', 'local']);
  });
});
