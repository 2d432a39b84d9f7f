// A part as MusicXML 4.0 (score-partwise): the written measures (measures.ts) with the exercise's
// time signature, the tempo, the clef and, for guitar and bass, the strings of a tablature staff and
// each note's string and fret. Hand-written because no kept library turns MIDI into MusicXML in
// JavaScript (decision 066).
import type { ReferenceNote } from '../reference/types.js';
import {
  drumPosition,
  fretsFor,
  partNotation,
  spellPitch,
  type PartNotation,
} from './instrument-notation.js';
import { layOutMeasures, type WrittenMeasure, type WrittenNote } from './measures.js';
import { DIVISIONS, quantise, stepsPerBar, type Metre } from './quantise.js';

export interface NotationSource extends Metre {
  title: string;
  partName: string;
  /** The exercise part's instrument (guitar and bass get tablature, drums a percussion staff). */
  instrument: string;
  nonPitched: boolean;
  /** The part's reference notes, in seconds of the reference timeline. */
  notes: readonly ReferenceNote[];
  /** Bars of music after the count-in, when known (the last bars may be silent). */
  bars?: number;
  spelling?: 'sharps' | 'flats';
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

const CLEFS: Record<PartNotation['clef'], string> = {
  treble: '<sign>G</sign><line>2</line>',
  bass: '<sign>F</sign><line>4</line>',
  percussion: '<sign>percussion</sign><line>2</line>',
};

function attributes(source: NotationSource, notation: PartNotation): string {
  const [beats, unit] = source.timeSignature;
  const octave = notation.clefOctave
    ? `<clef-octave-change>${notation.clefOctave}</clef-octave-change>`
    : '';
  let xml = `<attributes><divisions>${DIVISIONS}</divisions><key><fifths>0</fifths></key>`;
  xml += `<time><beats>${beats}</beats><beat-type>${unit}</beat-type></time>`;
  xml += `<clef>${CLEFS[notation.clef]}${octave}</clef>`;
  if (notation.tabTuning) {
    xml += `<staff-details><staff-lines>${notation.tabTuning.length}</staff-lines>`;
    notation.tabTuning.forEach((midi, i) => {
      const { step, alter, octave: tuningOctave } = spellPitch(midi);
      xml += `<staff-tuning line="${i + 1}"><tuning-step>${step}</tuning-step>`;
      if (alter) xml += `<tuning-alter>${alter}</tuning-alter>`;
      xml += `<tuning-octave>${tuningOctave}</tuning-octave></staff-tuning>`;
    });
    xml += '</staff-details>';
  }
  return `${xml}</attributes>`;
}

function noteXml(note: WrittenNote, source: NotationSource, notation: PartNotation): string {
  const tail =
    `<duration>${note.duration}</duration>` +
    (note.tieStop ? '<tie type="stop"/>' : '') +
    (note.tieStart ? '<tie type="start"/>' : '') +
    `<voice>1</voice><type>${note.type}</type>${note.dots ? '<dot/>' : ''}`;
  if (note.pitches.length === 0) {
    return `<note><rest/>${tail}</note>`;
  }
  const frets = notation.tabTuning ? fretsFor(note.pitches, notation.tabTuning) : [];
  return note.pitches
    .map((midi, i) => {
      const chord = i > 0 ? '<chord/>' : '';
      let pitch: string;
      let head = '';
      if (notation.clef === 'percussion') {
        const drum = drumPosition(midi);
        pitch = `<unpitched><display-step>${drum.step}</display-step><display-octave>${drum.octave}</display-octave></unpitched>`;
        if (drum.notehead) head = `<notehead>${drum.notehead}</notehead>`;
      } else {
        const { step, alter, octave } = spellPitch(midi, source.spelling);
        pitch = `<pitch><step>${step}</step>${alter ? `<alter>${alter}</alter>` : ''}<octave>${octave}</octave></pitch>`;
      }
      const ties =
        (note.tieStop ? '<tied type="stop"/>' : '') + (note.tieStart ? '<tied type="start"/>' : '');
      const fret = frets[i];
      const technical = fret
        ? `<technical><string>${fret.string}</string><fret>${fret.fret}</fret></technical>`
        : '';
      const notations = ties || technical ? `<notations>${ties}${technical}</notations>` : '';
      return `<note>${chord}${pitch}${tail}${head}${notations}</note>`;
    })
    .join('');
}

function measureXml(
  measure: WrittenMeasure,
  source: NotationSource,
  notation: PartNotation,
): string {
  let xml = `<measure number="${measure.number}">`;
  if (measure.number === 1) {
    xml += attributes(source, notation);
    xml += `<direction placement="above"><direction-type><metronome><beat-unit>quarter</beat-unit><per-minute>${source.tempo}</per-minute></metronome></direction-type><sound tempo="${source.tempo}"/></direction>`;
  }
  if (measure.isRest) {
    xml += `<note><rest measure="yes"/><duration>${stepsPerBar(source)}</duration><voice>1</voice></note>`;
  } else {
    xml += measure.notes.map((note) => noteXml(note, source, notation)).join('');
  }
  return `${xml}</measure>`;
}

/** The part's reference notes as MusicXML, quantised to sixteenths of the exercise's metre. */
export function notesToMusicXml(source: NotationSource): string {
  const notation = partNotation(
    source.instrument,
    source.nonPitched,
    source.notes.map((note) => note.midi),
  );
  const measures = layOutMeasures(quantise(source.notes, source), source, source.bars);
  const name = escapeXml(source.partName);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<!DOCTYPE score-partwise PUBLIC "-//Recordare//DTD MusicXML 4.0 Partwise//EN" "http://www.musicxml.org/dtds/partwise.dtd">\n' +
    '<score-partwise version="4.0">' +
    `<work><work-title>${escapeXml(source.title)}</work-title></work>` +
    `<part-list><score-part id="P1"><part-name>${name}</part-name></score-part></part-list>` +
    `<part id="P1">${measures.map((m) => measureXml(m, source, notation)).join('')}</part>` +
    '</score-partwise>\n'
  );
}
