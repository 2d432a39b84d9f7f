// Picks the part's track: by index, by name (exact, then ignoring case), or the first track with notes.
import type { ReferenceSong, ReferenceTrack } from './types.js';

export class TrackSelectionError extends Error {
  override name = 'TrackSelectionError';
}

export function selectTrack(song: ReferenceSong, track?: number | string): ReferenceTrack {
  if (track === undefined) {
    const first = song.tracks.find((candidate) => candidate.notes.length > 0);
    if (!first) throw new TrackSelectionError('the MIDI file has no track with notes');
    return first;
  }
  let found: ReferenceTrack | undefined;
  if (typeof track === 'number') {
    found = song.tracks[track];
    if (!found) {
      throw new TrackSelectionError(
        `no track ${track} (the file has tracks 0-${song.tracks.length - 1})`,
      );
    }
  } else {
    found =
      song.tracks.find((candidate) => candidate.name === track) ??
      song.tracks.find((candidate) => candidate.name.toLowerCase() === track.toLowerCase());
    if (!found) {
      const names = song.tracks.map((candidate) => JSON.stringify(candidate.name)).join(', ');
      throw new TrackSelectionError(`no track named ${JSON.stringify(track)} (tracks: ${names})`);
    }
  }
  if (found.notes.length === 0) throw new TrackSelectionError(`track ${found.index} has no notes`);
  return found;
}

/** "--track 2" means index 2, "--track Bass" the track named Bass. */
export function parseTrackArgument(value: string): number | string {
  return /^\d+$/.test(value) ? Number(value) : value;
}
