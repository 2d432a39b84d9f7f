// The account emails: each returns the subject, a plain-text body and an HTML body with the same link.
import type { MailMessage } from './mailer.js';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

// Mail clients ignore style sheets and most CSS: the button is an inline-styled link.
const BUTTON_STYLE = [
  'display:inline-block',
  'padding:12px 24px',
  'background:#364fc7',
  'color:#ffffff',
  'border-radius:6px',
  'text-decoration:none',
  'font-weight:600',
].join(';');

function compose(to: string, subject: string, lines: string[], link: string, action: string) {
  const text = [...lines, '', `${action}: ${link}`, '', 'The Bandbook team'].join('\n');
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}" style="${BUTTON_STYLE}">${escapeHtml(action)}</a></p>`,
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

/** Sent to the new address of an email change: the account moves to it only when this is opened. */
export function confirmNewEmail(to: string, name: string, link: string): MailMessage {
  return compose(
    to,
    'Confirm your new Bandbook email address',
    [
      `Hi ${name},`,
      'You asked to use this address for your Bandbook account. It takes effect once you confirm it.',
    ],
    link,
    'Confirm my new email',
  );
}

/** Sent to the old address when an email change is asked for, so a takeover does not go unseen. */
export function emailChangeNotice(to: string, name: string, newEmail: string, helpLink: string) {
  const lines = [
    `Hi ${name},`,
    `Someone asked to change the email address of your Bandbook account to ${newEmail}.`,
    'If it was you, there is nothing to do. If not, change your password now and contact us:',
  ];
  return compose(to, 'Your Bandbook email address is being changed', lines, helpLink, 'Get help');
}
