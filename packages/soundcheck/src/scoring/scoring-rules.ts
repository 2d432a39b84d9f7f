// Every number of the scoring contract in one place; docs/scoring.md states the same values and tests hold
// the engine to them.

export const SCORING_RULES = {
  /**
   * Without a calibration the take's latency is searched from -uncalibratedEarlyMs to +uncalibratedLateMs
   * around the given one (0): what real devices add, Bluetooth included (DESIGN.md section 4), and a player
   * who leads the beat throughout. Steps of latencyStepMs.
   */
  uncalibratedEarlyMs: 250,
  uncalibratedLateMs: 650,
  /**
   * With a calibration the take is searched only within +/- this (ms) of it: the device's delay is known, so a
   * player who is late throughout is told so, not excused as latency.
   */
  calibratedWindowMs: 60,
  latencyStepMs: 5,
  /**
   * Without a calibration the latency is not measured (latency_status 'unmeasured') when the best offset lies
   * within this (ms) of the search's edge (the true one may lie beyond), or when fewer than
   * latencyMinMatchedShare of the reference events (and fewer than latencyMinMatched) match a played onset
   * there, though the player played at least that many notes.
   */
  latencyEdgeMs: 10,
  latencyMinMatchedShare: 0.25,
  latencyMinMatched: 3,
  /**
   * The latency is then centred on this quantile of the onset errors (0.5 would be the median): a note is
   * heard late by its attack's build-up, never early, so the errors lean late (decision 030).
   */
  latencyQuantile: 0.35,
  /** While searching the latency, a note "matches" a played onset within this distance (ms). */
  latencyMatchMs: 50,
  /** A reference note is attempted when a played note starts within this distance of it (ms). */
  attemptWindowMs: 200,
  /** Rhythm credit is full up to this onset error (ms)... */
  rhythmFullCreditMs: 25,
  /** ...and falls linearly to zero at this one. */
  rhythmZeroCreditMs: 100,
  /** A note played more than this early or late (ms) gets the early/late verdict. */
  verdictTimingMs: 50,
  /** A played pitch within this distance (cents) of the written one is right. */
  pitchToleranceCents: 50,
  /**
   * A reference note starting at most this long (ms) after an event's first note joins that event: a chord,
   * matched to one played note and counted once.
   */
  chordWindowMs: 30,
  /**
   * Chord parts analysed with `chords`: a chord event's pitch is right when the first chordHarmonics
   * harmonics of its notes hold at least this share of the played note's profile from a semitone below its
   * lowest note to its highest note's last harmonic.
   */
  chordFitShare: 0.6,
  /** ...and no chord with one note a semitone off fits better by more than this. */
  chordFitMargin: 0.03,
  chordHarmonics: 8,
  /** When choosing between played notes for a reference note, a wrong pitch counts as this much time (ms). */
  wrongPitchPenaltyMs: 60,
  /**
   * A played note of a wrong pitch that leads into the right one is heard at the right pitch: through at most
   * glideNotes notes, each starting within glideGapMs of the end of the one before, the right one starting
   * within glideReachMs of the expected onset and attemptWindowMs before the next reference note is due.
   */
  glideNotes: 2,
  glideGapMs: 30,
  glideReachMs: 500,
  /** Share of the reference (the last notes) of which one must be attempted for the take to be complete. */
  completeTailShare: 0.1,
  /** The take must last until this long after the last note's expected start (s) to be complete. */
  completeMarginSeconds: 0.1,
  /** pass = complete && score >= passScore && percent_played >= passPercentPlayed. */
  passScore: 70,
  passPercentPlayed: 70,
  /** Tempo factors the player offers (50-150 %). */
  minTempoFactor: 0.5,
  maxTempoFactor: 1.5,
} as const;
