// A form field's name in words for the conflict alert: the form's own label when it gives one,
// otherwise read from the field's path ('releaseDate' is 'Release date', 'genreIdList' 'Genres').

export type FieldLabels = Readonly<Record<string, string>>;

/** Names the spec writes as one word, or that read better as the screens say them. */
const KNOWN: FieldLabels = {
  firstname: 'First name',
  lastname: 'Last name',
  currencyCode: 'Region',
  languageCode: 'Language',
  newsletterOptIn: 'Newsletter',
  mmsList: 'SoundCheck list',
  ssoUrl: 'SSO URL',
};

export function fieldLabel(path: string, labels: FieldLabels = {}): string {
  if (labels[path]) return labels[path];
  const name = path.split('.').at(-1) ?? path;
  if (KNOWN[name]) return KNOWN[name];
  const listOf = /^(.+?)(?:IdList|List)$/.exec(name);
  const words = (listOf ? `${listOf[1]}s` : name)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
