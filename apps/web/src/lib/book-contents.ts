// What kinds of media a book has. File URLs are null for what the user may not use, so presence is
// read from titles and lists, which every user sees.
import type { PackageContent } from '@bandbook/domain';

export interface BookContents {
  hasEbook: boolean;
  hasAudio: boolean;
  hasVideo: boolean;
  hasSoundCheck: boolean;
}

export function describeContents(content: PackageContent): BookContents {
  const { ebook } = content;
  return {
    hasEbook: Boolean(ebook.title || ebook.pdfFilePath || ebook.trialVersionPdfFilePath),
    hasAudio: content.audioList.some((list) => list.trackList.length > 0),
    hasVideo: content.videoList.length > 0,
    hasSoundCheck: content.mmsList.some((list) => list.contentList.length > 0),
  };
}

export type ContentTab = 'audio' | 'video' | 'ebook';

const TAB_ORDER: readonly ContentTab[] = ['audio', 'video', 'ebook'];

function hasTab(contents: BookContents, tab: ContentTab) {
  if (tab === 'audio') return contents.hasAudio;
  if (tab === 'video') return contents.hasVideo;
  return contents.hasEbook;
}

/** The content page's tab: the one asked for when the book has it, else the first it has. */
export function resolveContentTab(
  requested: string | null,
  contents: BookContents,
): ContentTab | null {
  const asked = TAB_ORDER.find((tab) => tab === requested);
  if (asked && hasTab(contents, asked)) return asked;
  return TAB_ORDER.find((tab) => hasTab(contents, tab)) ?? null;
}
