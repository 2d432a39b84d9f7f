// The catalogue the generator hands to the server's seed step: plain metadata plus storage keys
// (paths relative to outDir) of the media files it wrote. The server maps it onto its own tables.

export interface ReferenceItem {
  id: string;
  label: string;
}

export type BookAccess = 'free' | 'trial' | 'code';

export interface DemoPrice {
  isFree: boolean;
  points: number;
  list: { currencyCode: string; amount: number }[];
}

export interface DemoEbook {
  title: string;
  pdfFilePath: string;
  trialVersionPdfFilePath: string;
}

export interface DemoVideo {
  title: string;
  description: string;
  trialVersion: boolean;
  durationInSeconds: number;
  previewImageFilePath: string;
  videoFilePath: string;
}

export interface DemoTrack {
  _id: string;
  title: string;
  trialVersion: boolean;
  audioFilePath: string;
  durationInSeconds: number;
}

export interface DemoAudioList {
  title: string;
  trackList: DemoTrack[];
}

export interface DemoSoundCheckItem {
  _id: string;
  title: string;
  mmsId: string;
  trialVersion: boolean;
  audioFilePath: string;
  durationInSeconds: number;
}

export interface DemoSoundCheckList {
  title: string;
  contentList: DemoSoundCheckItem[];
}

export interface DemoBookContent {
  ebook: DemoEbook;
  videoList: DemoVideo[];
  audioList: DemoAudioList[];
  audioListZipFilePath: string;
  mmsList: DemoSoundCheckList[];
}

export interface DemoBook {
  slug: string;
  title: string;
  subtitle: string;
  author: string;
  publisher: string;
  catalogueNumber: string;
  /** Simple rich text: <p>, <strong>, <em>, <ul><li> only. */
  description: string;
  /** ISO date (YYYY-MM-DD). */
  releaseDate: string;
  /** 1 for trial books, 0 otherwise. */
  trialPeriodInDays: number;
  access: BookAccess;
  price: DemoPrice;
  genreIds: string[];
  instrumentIds: string[];
  skillLevelIds: string[];
  thumbnailImage: string;
  content: DemoBookContent;
}

export interface DemoCatalogue {
  genres: ReferenceItem[];
  instruments: ReferenceItem[];
  skillLevels: ReferenceItem[];
  books: DemoBook[];
}

export interface GenerateDemoContentOptions {
  /** Directory the `uploads/...` tree is written under; created when missing. */
  outDir: string;
  onProgress?: (msg: string) => void;
  /** Generate only these books (tests and quick runs); the catalogue then lists only them. */
  onlySlugs?: string[];
  /** Receives the milliseconds spent per kind of work (audio, pdf, video, ...), for the benchmark. */
  onTiming?: (kind: MediaKind, ms: number) => void;
}

export type MediaKind = 'synthesis' | 'mp3' | 'soundcheck' | 'zip' | 'pdf' | 'cover' | 'video';
