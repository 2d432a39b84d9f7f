// Whether a MIDI track (as @tonejs/midi reads it) has two notes sounding at once, from its ticks: what the
// exercise's `multiple` flag must say.

export function midiHasChords(notes: readonly { ticks: number; durationTicks: number }[]): boolean {
  const sorted = [...notes].sort((a, b) => a.ticks - b.ticks);
  return sorted.some((note, i) =>
    sorted.slice(0, i).some((earlier) => note.ticks < earlier.ticks + earlier.durationTicks),
  );
}
