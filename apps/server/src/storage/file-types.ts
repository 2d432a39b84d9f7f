// The types a stored file may have (decision 051): for each, its extensions, the Content-Type it is
// served with, whether /media may show it in the browser, and a check of its first bytes (the
// signatures are the domain's, which the back office's upload fields check with too).
import { FILE_SIGNATURES, SNIFF_BYTES, type FileKind } from '@bandbook/domain';

export { SNIFF_BYTES, type FileKind };

interface FileType {
  extensions: readonly string[];
  contentType: string;
  /** Shown in the browser by /media: images, audio, video and PDF only, which cannot run script. */
  isInline: boolean;
  label: string;
  matches(head: Uint8Array): boolean;
}

/** What the server adds to each kind's signature: its names on disk and how /media serves it. */
const SERVED: Record<FileKind, Pick<FileType, 'extensions' | 'contentType' | 'isInline'>> = {
  midi: { extensions: ['mid', 'midi'], contentType: 'audio/midi', isInline: true },
  mp3: { extensions: ['mp3'], contentType: 'audio/mpeg', isInline: true },
  aac: { extensions: ['aac'], contentType: 'audio/aac', isInline: true },
  m4a: { extensions: ['m4a'], contentType: 'audio/mp4', isInline: true },
  wav: { extensions: ['wav'], contentType: 'audio/wav', isInline: true },
  ogg: { extensions: ['ogg', 'oga'], contentType: 'audio/ogg', isInline: true },
  png: { extensions: ['png'], contentType: 'image/png', isInline: true },
  jpeg: { extensions: ['jpg', 'jpeg'], contentType: 'image/jpeg', isInline: true },
  webp: { extensions: ['webp'], contentType: 'image/webp', isInline: true },
  pdf: { extensions: ['pdf'], contentType: 'application/pdf', isInline: true },
  mp4: { extensions: ['mp4'], contentType: 'video/mp4', isInline: true },
  // Notation is read by our code, never shown by the browser: XML can carry script.
  musicxml: {
    extensions: ['musicxml', 'xml'],
    contentType: 'application/vnd.recordare.musicxml+xml',
    isInline: false,
  },
  mxl: { extensions: ['mxl'], contentType: 'application/vnd.recordare.musicxml', isInline: false },
  json: { extensions: ['json'], contentType: 'application/json', isInline: false },
  zip: { extensions: ['zip'], contentType: 'application/zip', isInline: false },
};

export const FILE_TYPES = Object.fromEntries(
  (Object.keys(SERVED) as FileKind[]).map((kind) => {
    const { label, matches } = FILE_SIGNATURES[kind];
    return [kind, { ...SERVED[kind], label, matches }];
  }),
) as Record<FileKind, FileType>;

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
  exerciseNotation: ['musicxml'],
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
