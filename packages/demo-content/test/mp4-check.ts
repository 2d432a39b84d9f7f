// Test helper: summarises an MP4 from its boxes (brand, track handlers, sample entries, video length).

import { findBox, readBoxes } from '../src/media/mp4-boxes.js';

export interface Mp4Summary {
  brand: string;
  handlers: string[];
  sampleEntries: string[];
  videoSeconds: number;
  syncSamples: number;
}

export function checkMp4(file: Uint8Array): Mp4Summary {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const top = readBoxes(file).map((box) => box.type);
  if (top[0] !== 'ftyp' || !top.includes('moov') || !top.includes('mdat')) {
    throw new Error(`unexpected top-level boxes ${top.join(',')}`);
  }
  const ftyp = findBox(file, 'ftyp');
  const moov = findBox(file, 'moov');
  if (!ftyp || !moov) throw new Error('no ftyp/moov');
  const traks = readBoxes(file, moov.start, moov.end).filter((box) => box.type === 'trak');
  const summary: Mp4Summary = {
    brand: String.fromCharCode(...file.subarray(ftyp.start, ftyp.start + 4)),
    handlers: [],
    sampleEntries: [],
    videoSeconds: 0,
    syncSamples: 0,
  };
  for (const trak of traks) {
    const hdlr = findBox(file, 'mdia/hdlr', trak);
    const mdhd = findBox(file, 'mdia/mdhd', trak);
    const stsd = findBox(file, 'mdia/minf/stbl/stsd', trak);
    if (!hdlr || !mdhd || !stsd) throw new Error('incomplete track');
    const handler = String.fromCharCode(...file.subarray(hdlr.start + 8, hdlr.start + 12));
    summary.handlers.push(handler);
    summary.sampleEntries.push(
      String.fromCharCode(...file.subarray(stsd.start + 12, stsd.start + 16)),
    );
    if (handler === 'vide') {
      summary.videoSeconds = view.getUint32(mdhd.start + 16) / view.getUint32(mdhd.start + 12);
      const stss = findBox(file, 'mdia/minf/stbl/stss', trak);
      summary.syncSamples = stss ? view.getUint32(stss.start + 4) : 0;
    }
  }
  return summary;
}
