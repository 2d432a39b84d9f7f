// The types a stored file may have (decision 051): for each, its extensions, the Content-Type it is
// served with, whether /media may show it in the browser, and a check of its first bytes.

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

interface FileType {
  extensions: readonly string[];
  contentType: string;
  /** Shown in the browser by /media: images, audio, video and PDF only, which cannot run script. */
  isInline: boolean;
  label: string;
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

export const FILE_TYPES: Record<FileKind, FileType> = {
  midi: {
    extensions: ['mid', 'midi'],
    contentType: 'audio/midi',
    isInline: true,
    label: 'MIDI',
    matches: (head) => ascii(head, 0, 'MThd'),
  },
  mp3: {
    extensions: ['mp3'],
    contentType: 'audio/mpeg',
    isInline: true,
    label: 'MP3',
    matches: (head) => hasId3(head) || isMpegFrame(head),
  },
  aac: {
    extensions: ['aac'],
    contentType: 'audio/aac',
    isInline: true,
    label: 'AAC',
    matches: (head) => hasId3(head) || isAdts(head),
  },
  m4a: {
    extensions: ['m4a'],
    contentType: 'audio/mp4',
    isInline: true,
    label: 'M4A',
    matches: isIsoMedia,
  },
  wav: {
    extensions: ['wav'],
    contentType: 'audio/wav',
    isInline: true,
    label: 'WAV',
    matches: (head) => isRiff(head, 'WAVE'),
  },
  ogg: {
    extensions: ['ogg', 'oga'],
    contentType: 'audio/ogg',
    isInline: true,
    label: 'Ogg',
    matches: (head) => ascii(head, 0, 'OggS'),
  },
  png: {
    extensions: ['png'],
    contentType: 'image/png',
    isInline: true,
    label: 'PNG',
    matches: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  jpeg: {
    extensions: ['jpg', 'jpeg'],
    contentType: 'image/jpeg',
    isInline: true,
    label: 'JPEG',
    matches: (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  },
  webp: {
    extensions: ['webp'],
    contentType: 'image/webp',
    isInline: true,
    label: 'WebP',
    matches: (head) => isRiff(head, 'WEBP'),
  },
  pdf: {
    extensions: ['pdf'],
    contentType: 'application/pdf',
    isInline: true,
    label: 'PDF',
    matches: (head) => ascii(head, 0, '%PDF-'),
  },
  mp4: {
    extensions: ['mp4'],
    contentType: 'video/mp4',
    isInline: true,
    label: 'MP4',
    matches: isIsoMedia,
  },
  // Notation is read by our code, never shown by the browser: XML can carry script.
  musicxml: {
    extensions: ['musicxml', 'xml'],
    contentType: 'application/vnd.recordare.musicxml+xml',
    isInline: false,
    label: 'MusicXML',
    matches: isMusicXml,
  },
  mxl: {
    extensions: ['mxl'],
    contentType: 'application/vnd.recordare.musicxml',
    isInline: false,
    label: 'compressed MusicXML',
    matches: isZip,
  },
  json: {
    extensions: ['json'],
    contentType: 'application/json',
    isInline: false,
    label: 'JSON',
    matches: isJson,
  },
  zip: {
    extensions: ['zip'],
    contentType: 'application/zip',
    isInline: false,
    label: 'ZIP',
    matches: isZip,
  },
};

export const extensionOf = (name: string) => {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
};

/** The kind among `allowed` that the name's extension stands for, or undefined. */
export function kindOf(name: string, allowed: readonly FileKind[]): FileKind | undefined {
  const extension = extensionOf(name);
  return allowed.find((kind) => FILE_TYPES[kind].extensions.includes(extension));
}

/** What each field takes. An exercise names its MIDI file and audio stems; the rest are uploads. */
export const FIELD_KINDS = {
  exerciseMidi: ['midi'],
  exerciseAudio: ['mp3', 'wav', 'm4a', 'aac', 'ogg'],
  exerciseDefinition: ['json'],
  image: ['png', 'jpeg', 'webp'],
  ebook: ['pdf'],
  video: ['mp4'],
  audioTrack: ['mp3', 'aac', 'm4a', 'wav'],
  audioZip: ['zip'],
  notation: ['musicxml', 'mxl'],
} as const satisfies Record<string, readonly FileKind[]>;

/** Every kind, for looking a stored key's type up. */
const ALL_KINDS = Object.keys(FILE_TYPES) as FileKind[];

/** The type /media answers a key with: by its extension, and only for a kind on the list. */
export function servedTypeOf(key: string): FileType | undefined {
  const kind = kindOf(key, ALL_KINDS);
  return kind && FILE_TYPES[kind];
}

/** The labels of some kinds, for messages ("MP3, WAV or M4A"). */
export function labelsOf(kinds: readonly FileKind[]): string {
  const labels = [...new Set(kinds.map((kind) => FILE_TYPES[kind].label))];
  return labels.length > 1
    ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)!}`
    : (labels[0] ?? '');
}
