// The account emails: each returns the subject, a plain-text body and an HTML body with the same link.
import type { MailMessage } from './mailer.js';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function compose(to: string, subject: string, lines: string[], link: string, action: string) {
  const text = [...lines, '', `${action}: ${link}`, '', 'The Bandbook team'].join('\n');
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p>If the button does not work, copy this address into your browser:<br>${escapeHtml(link)}</p>`,
    '<p>The Bandbook team</p>',
  ].join('\n');
  return { to, subject, text, html } satisfies MailMessage;
}

export function verificationEmail(to: string, name: string, link: string): MailMessage {
  return compose(
    to,
    'Please verify your Bandbook email address',
    [`Hi ${name},`, 'Welcome to Bandbook! Please confirm that this is your email address.'],
    link,
    'Verify my email',
  );
}

export function resetPasswordEmail(to: string, name: string, link: string): MailMessage {
  return compose(
    to,
    'Reset your Bandbook password',
    [
      `Hi ${name},`,
      'Someone (hopefully you) asked to reset the password of your Bandbook account.',
      'The link works once and for one hour. If you did not ask for it, ignore this email.',
    ],
    link,
    'Choose a new password',
  );
}
