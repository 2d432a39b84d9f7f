// Which synthesiser voice plays which instrument.

import type { InstrumentId } from '../music/note-data.js';
import { violinVoice } from './bowed-string.js';
import { drumVoice } from './drum-kit.js';
import { formantVoice } from './formant-voice.js';
import { keysVoice } from './keys-voice.js';
import { bassVoice, guitarVoice } from './plucked-string.js';
import type { Voice } from './voice-types.js';
import { fluteVoice, saxophoneVoice, trumpetVoice } from './wind-voices.js';

const VOICES: Record<InstrumentId, Voice> = {
  guitar: guitarVoice,
  bass: bassVoice,
  drums: drumVoice,
  keys: keysVoice,
  saxophone: saxophoneVoice,
  trumpet: trumpetVoice,
  flute: fluteVoice,
  violin: violinVoice,
  voice: formantVoice,
};

/** Relative levels that make a band balanced when every part is rendered at nominal velocity. */
export const INSTRUMENT_LEVELS: Record<InstrumentId, number> = {
  guitar: 0.55,
  bass: 0.8,
  drums: 0.7,
  keys: 0.3,
  saxophone: 0.5,
  trumpet: 0.45,
  flute: 0.55,
  violin: 0.45,
  voice: 0.6,
};

export function voiceFor(instrument: InstrumentId): Voice {
  return VOICES[instrument];
}
