// Long because: the one statement of every stored file kind's first bytes (decision 051), read by the
// server's upload and exercise checks and by the back office's upload fields before an upload starts.
// What each kind of file looks like in its first bytes (decision 051): the server checks uploads and
// exercise entries with these, and the browser checks a chosen file before it uploads it, so a text
// file named fake.pdf is refused at once on its field instead of failing later or being stored.
// Exported with the uploads' contract (admin/uploads.ts), which names what each upload folder takes.
import type { UploadContentType } from '../admin/uploads.js';

export type FileKind =
  | 'midi'
  | 'mp3'
  | 'aac'
  | 'm4a'
  | 'wav'
  | 'ogg'
  | 'png'
  | 'jpeg'
  | 'webp'
  | 'pdf'
  | 'mp4'
  | 'musicxml'
  | 'mxl'
  | 'json'
  | 'zip';

export interface FileSignature {
  label: string;
  /** 'a' or 'an' before the label, as it is said ("an MP3", "a MIDI"). */
  article: 'a' | 'an';
  /** What the kind is to a browser: shown as an image, played as audio or video, opened, or none. */
  media: 'image' | 'audio' | 'video' | 'document' | 'none';
  matches(head: Uint8Array): boolean;
}

/** How many first bytes a check may read: enough for an XML prologue before the root element. */
export const SNIFF_BYTES = 4096;

const ascii = (head: Uint8Array, at: number, text: string) =>
  head.length >= at + text.length &&
  [...text].every((char, i) => head[at + i] === char.charCodeAt(0));

const startsWith = (head: Uint8Array, bytes: readonly number[]) =>
  head.length >= bytes.length && bytes.every((byte, i) => head[i] === byte);

/** An MPEG audio frame header: sync, a layer, a bitrate and a sample rate that exist. */
function isMpegFrame(head: Uint8Array): boolean {
  if (head.length < 3 || head[0] !== 0xff || (head[1]! & 0xe0) !== 0xe0) return false;
  const layer = (head[1]! >> 1) & 3;
  const bitrate = head[2]! >> 4;
  const sampleRate = (head[2]! >> 2) & 3;
  return layer !== 0 && bitrate !== 15 && sampleRate !== 3;
}

/** An ADTS (raw AAC) header: a 12-bit sync and layer 0. */
const isAdts = (head: Uint8Array) =>
  head.length >= 2 && head[0] === 0xff && (head[1]! & 0xf6) === 0xf0;

const hasId3 = (head: Uint8Array) => ascii(head, 0, 'ID3');
/** An ISO base media file (MP4, M4A): its first box is `ftyp`. */
const isIsoMedia = (head: Uint8Array) => ascii(head, 4, 'ftyp');
const isRiff = (head: Uint8Array, form: string) => ascii(head, 0, 'RIFF') && ascii(head, 8, form);
const isZip = (head: Uint8Array) =>
  startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06]);

const text = (head: Uint8Array) =>
  new TextDecoder('utf-8', { fatal: false }).decode(head).replace(/^\uFEFF/, '');

/**
 * XML whose root element is score-partwise or score-timewise: the prologue (declaration, comments,
 * processing instructions, a doctype without an internal subset) is skipped, then the root is named.
 */
function isMusicXml(head: Uint8Array): boolean {
  let rest = text(head);
  for (;;) {
    rest = rest.trimStart();
    const skipped = /^(<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^[>]*>)/i.exec(rest);
    if (!skipped) break;
    rest = rest.slice(skipped[0].length);
  }
  return /^<score-(partwise|timewise)[\s/>]/.test(rest);
}

const isJson = (head: Uint8Array) => /^\s*[{[]/.test(text(head.subarray(0, 256)));

export const FILE_SIGNATURES: Record<FileKind, FileSignature> = {
  midi: { label: 'MIDI', article: 'a', media: 'none', matches: (head) => ascii(head, 0, 'MThd') },
  mp3: {
    label: 'MP3',
    article: 'an',
    media: 'audio',
    matches: (head) => hasId3(head) || isMpegFrame(head),
  },
  aac: {
    label: 'AAC',
    article: 'an',
    media: 'audio',
    matches: (head) => hasId3(head) || isAdts(head),
  },
  m4a: { label: 'M4A', article: 'an', media: 'audio', matches: isIsoMedia },
  wav: { label: 'WAV', article: 'a', media: 'audio', matches: (head) => isRiff(head, 'WAVE') },
  ogg: { label: 'Ogg', article: 'an', media: 'audio', matches: (head) => ascii(head, 0, 'OggS') },
  png: {
    label: 'PNG',
    article: 'a',
    media: 'image',
    matches: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  jpeg: {
    label: 'JPEG',
    article: 'a',
    media: 'image',
    matches: (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  },
  webp: { label: 'WebP', article: 'a', media: 'image', matches: (head) => isRiff(head, 'WEBP') },
  pdf: {
    label: 'PDF',
    article: 'a',
    media: 'document',
    matches: (head) => ascii(head, 0, '%PDF-'),
  },
  mp4: { label: 'MP4', article: 'an', media: 'video', matches: isIsoMedia },
  musicxml: { label: 'MusicXML', article: 'a', media: 'none', matches: isMusicXml },
  mxl: { label: 'compressed MusicXML', article: 'a', media: 'none', matches: isZip },
  json: { label: 'JSON', article: 'a', media: 'none', matches: isJson },
  zip: { label: 'ZIP', article: 'a', media: 'none', matches: isZip },
};

/** The kind of file each upload content type must be. */
export const UPLOAD_TYPE_KINDS: Record<UploadContentType, FileKind> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'audio/mpeg': 'mp3',
  'audio/aac': 'aac',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/midi': 'midi',
  'audio/mid': 'midi',
  'audio/x-midi': 'midi',
  'application/json': 'json',
  'application/zip': 'zip',
  'application/x-zip-compressed': 'zip',
  'video/mp4': 'mp4',
};

/** The first of `kinds` whose signature the bytes show, or undefined. */
export const kindOfContent = (head: Uint8Array, kinds: readonly FileKind[]) =>
  kinds.find((kind) => FILE_SIGNATURES[kind].matches(head));

/** "a PDF", "an MP3, AAC or M4A": the kinds as a message names them. */
export function describeKinds(kinds: readonly FileKind[]): string {
  const labels = [...new Set(kinds.map((kind) => FILE_SIGNATURES[kind].label))];
  const first = kinds[0] ? FILE_SIGNATURES[kinds[0]].article : 'a';
  const list =
    labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)!}` : labels[0];
  return `${first} ${list ?? ''}`;
}

export const FILE_CONTENT_MESSAGES = {
  /** A chosen file whose first bytes are of none of the kinds its field takes. */
  notOfKind: (fileName: string, kinds: readonly FileKind[]) =>
    `${fileName} is not ${describeKinds(kinds)} file.`,
  unreadable: (fileName: string) => `${fileName} could not be read. Choose it again.`,
} as const;

/** A duration as a player shows it: 2:05, or 1:02:03 from an hour up. */
export function formatDuration(totalSeconds: number): string {
  const whole = Math.max(0, Math.round(totalSeconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor(whole / 60) % 60, whole % 60];
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** What the duration fields say when a chosen audio or video file fills them in (issue 44). */
export const MEDIA_DURATION_MESSAGES = {
  reading: (fileName: string) => `Reading the duration of ${fileName}…`,
  read: (fileName: string, seconds: number) =>
    `Duration read from ${fileName}: ${formatDuration(seconds)}. You can still change it.`,
  unreadable: (fileName: string) => `The duration of ${fileName} could not be read. Type it in.`,
} as const;
