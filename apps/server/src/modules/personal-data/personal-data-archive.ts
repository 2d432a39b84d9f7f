// One person's data as a zip archive (fflate, already the server's zip library): a JSON file per part,
// readable by a person and by a program, a README saying what each holds, and the profile picture as
// an image file when the account keeps one inline (a data: URL, as the learner's own upload is).
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { PersonalData } from './personal-data.js';

const README = `Your data at Bandbook
=====================

This archive holds everything Bandbook keeps about your account, as of the date in its name.

account.json             your account: names, addresses, preferences, role and dates
sign-ins.json            the social sign-ins linked to the account
books.json               the books you hold, as a subscription or a trial, how and until when
codes.json               the book codes you entered, and when
soundcheck-results.json  your best SoundCheck result per exercise and tempo band
practice-journal.json    every SoundCheck take you played (whether you kept its recording), your
                         weekly goal and hidden scores, and the player's settings per exercise
account-history.json     changes staff made to your account (aboutYou) and, if you are staff,
                         the changes you made (byYou)
mails.json               the emails kept for your addresses: when and their subject
profile-picture.*        your profile picture, when you uploaded one

Your password is never stored as such (only a one-way hash), so it is not in the archive.
`;

const PICTURE_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** A base64 data: URL of an image, as bytes and an extension; undefined for anything else. */
function inlinePicture(url: unknown): { bytes: Uint8Array; extension: string } | undefined {
  if (typeof url !== 'string') return undefined;
  const match = /^data:([a-z/+-]+);base64,([A-Za-z0-9+/=]+)$/.exec(url);
  const extension = match ? PICTURE_TYPES[match[1]!] : undefined;
  if (!match || !extension) return undefined;
  return { bytes: new Uint8Array(Buffer.from(match[2]!, 'base64')), extension };
}

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

export function personalDataArchive(data: PersonalData, madeAt: Date): Uint8Array {
  const mtime = madeAt;
  const files: Zippable = {
    'README.txt': [strToU8(README), { mtime }],
    'account.json': [json(data.account), { mtime }],
    'sign-ins.json': [json(data.signIns), { mtime }],
    'books.json': [json(data.books), { mtime }],
    'codes.json': [json(data.codes), { mtime }],
    'soundcheck-results.json': [json(data.results), { mtime }],
    'practice-journal.json': [json(data.practice), { mtime }],
    'account-history.json': [json(data.history), { mtime }],
    'mails.json': [json(data.mails), { mtime }],
  };
  const picture = inlinePicture(data.account.profilePictureUrl);
  if (picture) files[`profile-picture.${picture.extension}`] = [picture.bytes, { mtime, level: 0 }];
  return zipSync(files, { level: 6 });
}

/** `bandbook-data-<username or id>-<yyyy-mm-dd>.zip`, safe in a Content-Disposition. */
export function personalDataFileName(account: Record<string, unknown>, madeAt: Date): string {
  const name = typeof account.username === 'string' ? account.username : String(account.id);
  const safe = name.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 64) || 'account';
  return `bandbook-data-${safe}-${madeAt.toISOString().slice(0, 10)}.zip`;
}
