// Where an exercise's sibling files are: its exercise.json comes as a signed URL
// (/media/uploads/soundcheck/<mmsId>/exercise.json?exp=..&scope=..&sig=..) whose signature covers the whole
// folder, so the MIDI file and the stems are the names in the JSON resolved against its path, same query.
import { ExerciseLoadError } from './exercise-load-error';

const PLACEHOLDER_ORIGIN = 'http://exercise.invalid';

/** The URL of `name` (relative to the exercise file) with the exercise URL's query. */
export function siblingUrl(exerciseUrl: string, name: string): string {
  const isRootRelative = exerciseUrl.startsWith('/') && !exerciseUrl.startsWith('//');
  const page = globalThis.location?.href;
  const base = new URL(exerciseUrl, page?.startsWith('http') ? page : PLACEHOLDER_ORIGIN);
  const url = new URL(name, base);
  // The query is a signature: it must never travel to another site.
  if (url.origin !== base.origin) {
    throw new ExerciseLoadError(`The exercise names a file on another site (${name}).`);
  }
  url.search = base.search;
  url.hash = '';
  return isRootRelative ? `${url.pathname}${url.search}` : url.href;
}

/** The file name at the end of a URL's path, for messages and progress ("full.mp3"). */
export function fileName(url: string): string {
  const path = url.split(/[?#]/)[0] ?? url;
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || path;
}
