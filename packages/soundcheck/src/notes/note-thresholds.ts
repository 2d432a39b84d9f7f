// The numbers the note tracker (note-tracker.ts) and its parts decide by, in one table: each names what it
// is and the decision (docs/decisions/) or the sentence of docs/scoring.md §2 ("notes" row) that sets it.
// Times are in seconds, pitches in semitones. Buffer sizes stay beside their buffers; the intervals an octave
// and a harmonic are counted within are music/intervals.ts's.

export const NOTE_TRACKING = {
  /**
   * Frames this far (semitones) from a note's median pitch are candidates for a new note; the analyser's
   * frame queue takes a frame within it of another as the same pitch. docs/scoring.md, notes: "split ... by
   * three agreeing frames more than 50 cents away from the note's median pitch".
   */
  pitchTolerance: 0.5,
  /**
   * Agreeing frames in a row that confirm a change of pitch. docs/scoring.md, notes: "three agreeing
   * frames".
   */
  changeFrames: 3,
  /**
   * A change of an octave (within a semitone) needs this long (s) of agreeing frames: where the fundamental
   * is weak (a choir pad's low notes) the detector reads the octave above in bursts of up to 90 ms. A piece
   * shorter than this at the octave of the note it directly follows is that note (decisions 031, 033).
   */
  octaveChange: 0.12,
  /** Unvoiced frames in a row that end a note. docs/scoring.md, notes: "ends after two unvoiced frames". */
  releaseFrames: 2,
  /** Notes need this many voiced frames to count. docs/scoring.md, notes: "notes need two voiced frames". */
  minFrames: 2,
  /**
   * A note is judged by legatoStart when it ends, with its median pitch, or once it has had this long (s)
   * of its own frames: a glide's first frames can read it up to a semitone off (decision 032).
   */
  legatoJudge: 0.4,
  /**
   * An onset splits a sounding note only after it has lasted this long (s); a start found earlier is never
   * moved into the first minSplit of the note before, which keeps the end it was given (decisions 028, 031).
   */
  minSplit: 0.06,
  /**
   * Onset and pitch-frame events are related within this distance (s): a note whose frames turn voiced takes
   * a pending onset up to half of it after its first frame (decision 025; docs/scoring.md, notes: "or one up
   * to 40 ms after").
   */
  onsetCapture: 0.08,
  /**
   * A note whose frames turn voiced up to this long (s) after an onset heard while no note sounded began at
   * that onset: a string struck over ringing ones can leave the frames unvoiced for 100 ms or more, the
   * mixture having no clear period (decision 036; docs/scoring.md, notes: "at the onset heard up to 150 ms
   * before").
   */
  pastOnsetCapture: 0.15,
  /**
   * A note that turns out an octave off, and had read that octave before in at least this share of its
   * frames (and in octaveSlipFrames at least), was heard at the wrong octave from its start: keep its start
   * (decision 031; docs/scoring.md, notes: "in at least 2 frames and a fifth of its frames before"). A note
   * heard cleanly has no such frames, however short it is, and a slurred octave leap after it is a new note.
   */
  octaveSlipShare: 0.2,
  octaveSlipFrames: 2,
  /**
   * The pitch a note's last frames reached is the median of this many (about 60 ms): a glide's piece is
   * judged at it (decision 039; docs/scoring.md, notes: "at the pitch of its last five frames").
   */
  tailFrames: 5,
  /**
   * A piece of a glide is judged at the pitch of its last tailFrames frames when they read at least this
   * (semitones) further from the note before than its median (decision 039).
   */
  glideTail: 0.1,
  /**
   * Two notes heard together read as a subharmonic common to both, whose fundamental stands at least this
   * far (dB) under its harmonics; a played note's is within some 15 dB of its strongest (decision 029).
   */
  mixtureDeficitDb: 20,
  /**
   * A note opened this soon (s) after the one before ended may have begun under it: a pad's crossfade
   * leaves unvoiced frames between the two, up to 134 ms of them on the sampled choir (decisions 033, 040).
   */
  crossfadeGap: 0.14,
  /** A note opened this soon (s) after the one before ended follows it directly (decision 029). */
  adjacent: 0.03,
  /**
   * The last note of another pitch is the last one that lasted this long (s), when one is kept, passing
   * over shorter ones: at a pad's change of pitch the frames glide through short pieces between the two
   * notes, and the partials the new note rises over are those of the note it follows (decision 037).
   */
  piece: 0.15,
  /** The last notes kept, to find the last one of another pitch than the sounding note (decision 037). */
  recentNotes: 8,
  /**
   * Chord parts: profile frames this soon (s) after a note's start still hear the previous sound, and are
   * left out of its profile. docs/scoring.md §3, Chords: "the mean over its frames from 50 ms after its
   * start".
   */
  profileSettle: 0.05,
} as const;
