// Simple flat silhouettes of each instrument, drawn with canvas paths for the covers and video title
// cards. Every motif is drawn in a 200 x 200 box centred on the origin; the caller scales it.

import type { SKRSContext2D } from '@napi-rs/canvas';
import type { InstrumentId } from '../music/note-data.js';

type Draw = (g: SKRSContext2D, ink: string, detail: string) => void;

function ellipse(
  g: SKRSContext2D,
  x: number,
  y: number,
  rx: number,
  ry: number,
  fill: string,
  rotation = 0,
) {
  g.beginPath();
  g.ellipse(x, y, rx, ry, rotation, 0, Math.PI * 2);
  g.fillStyle = fill;
  g.fill();
}

function rect(g: SKRSContext2D, x: number, y: number, w: number, h: number, fill: string) {
  g.fillStyle = fill;
  g.fillRect(x, y, w, h);
}

function strings(
  g: SKRSContext2D,
  count: number,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  detail: string,
) {
  g.strokeStyle = detail;
  g.lineWidth = 1.2;
  for (let i = 0; i < count; i += 1) {
    const dx = ((i - (count - 1) / 2) * (x1 - x0)) / count;
    g.beginPath();
    g.moveTo(dx, y0);
    g.lineTo(dx, y1);
    g.stroke();
  }
}

/**
 * A solid-body or acoustic guitar, neck up and tilted; bass has a longer neck and four strings, the
 * ukulele a short neck and a smaller body (`body` scales the body about its waist).
 */
function fretted(stringCount: number, neckLength: number, body = 1): Draw {
  return (g, ink, detail) => {
    const waist = 30;
    const bridge = waist + (72 - waist) * body;
    g.save();
    g.rotate(0.5);
    rect(g, -9, -95 - neckLength + 60, 18, neckLength, ink);
    rect(g, -12, -110 - neckLength + 60, 24, 22, ink);
    g.save();
    g.translate(0, waist);
    g.scale(body, body);
    g.translate(0, -waist);
    ellipse(g, 0, 55, 52, 46, ink);
    ellipse(g, 0, 5, 38, 34, ink);
    ellipse(g, 0, 22, 14, 14, detail);
    rect(g, -16, 68, 32, 6, detail);
    g.restore();
    strings(g, stringCount, -7, 7, -105 - neckLength + 60, bridge, detail);
    g.restore();
  };
}

const drawDrums: Draw = (g, ink, detail) => {
  ellipse(g, 0, 40, 62, 62, ink);
  ellipse(g, 0, 40, 46, 46, detail);
  ellipse(g, 0, 40, 40, 40, ink);
  ellipse(g, -72, 30, 30, 10, ink);
  rect(g, -102, 30, 60, 34, ink);
  ellipse(g, -72, 64, 30, 10, ink);
  ellipse(g, 20, -38, 26, 9, ink);
  rect(g, -6, -38, 52, 26, ink);
  ellipse(g, 78, -52, 36, 6, ink, -0.15);
  g.strokeStyle = ink;
  g.lineWidth = 4;
  g.beginPath();
  g.moveTo(78, -50);
  g.lineTo(78, 100);
  g.stroke();
  g.strokeStyle = detail;
  g.lineWidth = 5;
  g.beginPath();
  g.moveTo(-80, -70);
  g.lineTo(-20, -10);
  g.moveTo(-30, -80);
  g.lineTo(-70, -5);
  g.stroke();
};

const drawKeys: Draw = (g, ink, detail) => {
  rect(g, -100, -45, 200, 90, ink);
  const white = 200 / 10;
  for (let i = 0; i < 10; i += 1) rect(g, -98 + i * white, -30, white - 3, 72, detail);
  [0, 1, 3, 4, 5, 7, 8].forEach((i) => rect(g, -98 + (i + 1) * white - 6, -30, 10, 44, ink));
};

const drawSaxophone: Draw = (g, ink, detail) => {
  g.strokeStyle = ink;
  g.lineCap = 'round';
  g.lineWidth = 26;
  g.beginPath();
  g.moveTo(-20, -80);
  g.bezierCurveTo(-10, 10, -30, 70, 10, 80);
  g.bezierCurveTo(45, 88, 55, 50, 48, 30);
  g.stroke();
  g.lineWidth = 8;
  g.beginPath();
  g.moveTo(-20, -80);
  g.bezierCurveTo(-25, -100, -45, -100, -60, -92);
  g.stroke();
  ellipse(g, 52, 22, 26, 12, ink, -0.3);
  for (let i = 0; i < 5; i += 1) ellipse(g, -16 + i * -1, -50 + i * 22, 5, 5, detail);
};

const drawTrumpet: Draw = (g, ink, detail) => {
  rect(g, -90, -6, 140, 12, ink);
  rect(g, -50, 18, 90, 10, ink);
  g.fillStyle = ink;
  g.beginPath();
  g.moveTo(40, -8);
  g.lineTo(100, -40);
  g.lineTo(100, 40);
  g.lineTo(40, 8);
  g.fill();
  for (let i = 0; i < 3; i += 1) {
    rect(g, -30 + i * 22, -30, 14, 60, ink);
    rect(g, -32 + i * 22, -40, 18, 8, detail);
  }
  rect(g, -104, -5, 16, 10, detail);
};

const drawFlute: Draw = (g, ink, detail) => {
  g.save();
  g.rotate(-0.35);
  rect(g, -110, -8, 220, 16, ink);
  rect(g, -96, -12, 14, 24, detail);
  for (let i = 0; i < 7; i += 1) ellipse(g, -50 + i * 20, 0, 5, 5, detail);
  g.restore();
};

const drawViolin: Draw = (g, ink, detail) => {
  g.save();
  g.rotate(0.35);
  ellipse(g, 0, 48, 46, 44, ink);
  ellipse(g, 0, -12, 38, 36, ink);
  rect(g, -26, 10, 52, 20, ink);
  rect(g, -6, -110, 12, 110, detail);
  ellipse(g, 0, -112, 10, 12, ink);
  g.strokeStyle = detail;
  g.lineWidth = 3;
  for (const side of [-1, 1]) {
    g.beginPath();
    g.moveTo(side * 18, 8);
    g.bezierCurveTo(side * 26, 22, side * 10, 38, side * 18, 52);
    g.stroke();
  }
  g.restore();
  g.strokeStyle = ink;
  g.lineWidth = 4;
  g.beginPath();
  g.moveTo(-95, 70);
  g.lineTo(90, -60);
  g.stroke();
};

const drawVoice: Draw = (g, ink, detail) => {
  ellipse(g, 0, -45, 34, 40, ink);
  g.strokeStyle = detail;
  g.lineWidth = 2;
  for (let i = -2; i <= 2; i += 1) {
    g.beginPath();
    g.moveTo(-30, -45 + i * 12);
    g.lineTo(30, -45 + i * 12);
    g.stroke();
  }
  g.fillStyle = ink;
  g.beginPath();
  g.moveTo(-18, -5);
  g.lineTo(18, -5);
  g.lineTo(8, 90);
  g.lineTo(-8, 90);
  g.fill();
  g.strokeStyle = ink;
  g.lineWidth = 5;
  for (const radius of [55, 75]) {
    g.beginPath();
    g.arc(0, -45, radius, -0.6, 0.6);
    g.stroke();
    g.beginPath();
    g.arc(0, -45, radius, Math.PI - 0.6, Math.PI + 0.6);
    g.stroke();
  }
};

/** The motifs by name: the exercise instruments, and the ukulele that the pickers also show. */
const MOTIFS: Record<InstrumentId | 'ukulele', Draw> = {
  ukulele: fretted(4, 70, 0.72),
  guitar: fretted(6, 120),
  bass: fretted(4, 150),
  drums: drawDrums,
  keys: drawKeys,
  saxophone: drawSaxophone,
  trumpet: drawTrumpet,
  flute: drawFlute,
  violin: drawViolin,
  voice: drawVoice,
};

export type MotifId = keyof typeof MOTIFS;

export const isMotifId = (id: string): id is MotifId => Object.hasOwn(MOTIFS, id);

export function drawMotif(
  g: SKRSContext2D,
  instrument: MotifId,
  centreX: number,
  centreY: number,
  size: number,
  ink: string,
  detail: string,
): void {
  g.save();
  g.translate(centreX, centreY);
  g.scale(size / 200, size / 200);
  MOTIFS[instrument](g, ink, detail);
  g.restore();
}
