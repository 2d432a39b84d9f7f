// The account emails: the HTML's action is a button (its fallback line speaks of one), the plain text
// carries the link without speaking of a button.
import { describe, expect, it } from 'vitest';
import {
  confirmNewEmail,
  emailChangeNotice,
  resetPasswordEmail,
  verificationEmail,
} from '../../src/mail/templates.js';

const LINK = 'https://bandbook.test/verify-email/abc?x=1&y=2';

describe('account emails', () => {
  it.each([
    ['verification', verificationEmail('a@b.test', 'Ana', LINK), 'Verify my email'],
    ['reset', resetPasswordEmail('a@b.test', 'Ana', LINK), 'Choose a new password'],
    ['new address', confirmNewEmail('a@b.test', 'Ana', LINK), 'Confirm my new email'],
    ['change notice', emailChangeNotice('a@b.test', 'Ana', 'n@b.test', LINK), 'Get help'],
  ])('%s: the action is a button, with the address as a fallback', (_, mail, action) => {
    const escaped = LINK.replace(/&/g, '&#38;');
    const anchor = mail.html.match(/<a href="([^"]+)" style="([^"]+)">([^<]+)<\/a>/);
    expect(anchor?.[1]).toBe(escaped);
    expect(anchor?.[2]).toContain('display:inline-block');
    expect(anchor?.[2]).toContain('background:');
    expect(anchor?.[3]).toBe(action);
    expect(mail.html).toContain('If the button does not work');
    expect(mail.html).toContain(`<br>${escaped}</p>`);
    expect(mail.text).toContain(`${action}: ${LINK}`);
    expect(mail.text).not.toMatch(/button/i);
  });
});
