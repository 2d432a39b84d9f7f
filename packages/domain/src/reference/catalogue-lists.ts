// Reference lists seeded into the database on first start: instruments, genres, skill levels,
// languages and regions (currency/store).
export interface ReferenceItem {
  id: string;
  label: string;
}

export const INSTRUMENTS: ReferenceItem[] = [
  { id: 'guitar', label: 'Guitar' },
  { id: 'bass', label: 'Bass' },
  { id: 'drums', label: 'Drums' },
  { id: 'keys', label: 'Keys' },
  { id: 'saxophone', label: 'Saxophone' },
  { id: 'trumpet', label: 'Trumpet' },
  { id: 'violin', label: 'Violin' },
  { id: 'flute', label: 'Flute' },
  { id: 'voice', label: 'Voice' },
  { id: 'ukulele', label: 'Ukulele' },
];

export const GENRES: ReferenceItem[] = [
  { id: 'rock', label: 'Rock' },
  { id: 'pop', label: 'Pop' },
  { id: 'jazz', label: 'Jazz' },
  { id: 'blues', label: 'Blues' },
  { id: 'classical', label: 'Classical' },
  { id: 'funk', label: 'Funk' },
  { id: 'latin', label: 'Latin' },
  { id: 'country', label: 'Country' },
  { id: 'folk', label: 'Folk' },
  { id: 'metal', label: 'Metal' },
];

export const SKILL_LEVELS: ReferenceItem[] = [
  { id: 'beginner', label: 'Beginner' },
  { id: 'intermediate', label: 'Intermediate' },
  { id: 'advanced', label: 'Advanced' },
];

export const LANGUAGES: ReferenceItem[] = [
  { id: 'en-us', label: 'English (US)' },
  { id: 'en-gb', label: 'English (UK)' },
  { id: 'fr-fr', label: 'Français' },
  { id: 'de-de', label: 'Deutsch' },
  { id: 'es-es', label: 'Español' },
];

export interface Region {
  code: string;
  country: string;
  store: string;
  icon: string;
}

/** Regions are stores priced in one currency; the user's currencyCode picks one. */
export const REGIONS: Region[] = [
  { code: 'USD', country: 'US', store: 'United States', icon: '🇺🇸' },
  { code: 'CAD', country: 'CA', store: 'Canada', icon: '🇨🇦' },
  { code: 'GBP', country: 'GB', store: 'United Kingdom', icon: '🇬🇧' },
  { code: 'EUR', country: 'EU', store: 'Europe', icon: '🇪🇺' },
  { code: 'AUD', country: 'AU', store: 'Australia', icon: '🇦🇺' },
];
