// The Provider filter of the Single Users list (spec section 9: 'provider sign-up filter'): the
// sign-up form and the social providers this server is configured with, never one it is not.
/** All, the sign-up form, and each configured provider (public config): never one that is not. */
export const providerOptions = (providers: readonly { id: string; label: string }[]) => [
  { value: '', label: 'All' },
  { value: 'local', label: 'Sign-up form' },
  ...providers.map((provider) => ({ value: provider.id, label: provider.label })),
];
