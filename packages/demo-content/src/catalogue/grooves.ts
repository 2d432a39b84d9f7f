// The drum grooves the books share, one bar each (see music/drum-grooves.ts for the step notation):
// a 4-character line has one step per quarter note, 8 per eighth, 16 per sixteenth.

import type { GrooveBar } from '../music/drum-grooves.js';

export const ROCK_QUARTERS: GrooveBar = { closedHat: 'xxxx', snare: '-x-x', kick: 'x-x-' };
export const ROCK_EIGHTHS: GrooveBar = {
  closedHat: 'xxxxxxxx',
  snare: '--X---X-',
  kick: 'x---xx--',
};
export const ROCK_CRASH: GrooveBar = {
  crash: 'X-------',
  closedHat: '-xxxxxxx',
  snare: '--X---X-',
  kick: 'x---xx--',
};
export const ROCK_FILL: GrooveBar = {
  closedHat: 'x-x-x-x-x-x-----',
  snare: '----X-------xxxx',
  kick: 'x-------x-------',
};
export const POP_OPEN_HAT: GrooveBar = {
  closedHat: 'xxxxxxxo',
  snare: '--X---X-',
  kick: 'x--x-x--',
};
export const POP_STRAIGHT: GrooveBar = {
  closedHat: 'xxxxxxxx',
  snare: '--x---x-',
  kick: 'x--xx---',
};
export const FUNK_SIXTEENTHS: GrooveBar = {
  closedHat: 'x-x-x-x-x-x-x-x-',
  snare: '----X--g-g--X---',
  kick: 'x-x-------x--x--',
};
export const FUNK_OPEN: GrooveBar = {
  closedHat: 'x-x-x-x-x-x-x-o-',
  snare: '----X-------X---',
  kick: 'x--x--x---x-----',
};
export const JAZZ_RIDE: GrooveBar = { ride: 'x-xxx-xx', pedalHat: '--x---x-', kick: 'g-------' };
export const JAZZ_BRUSH_TWO: GrooveBar = { ride: 'x-x-x-x-', pedalHat: '--x---x-' };
export const BOSSA: GrooveBar = {
  closedHat: 'x-x-x-x-x-x-x-x-',
  sideStick: 'x--x--x---x--x--',
  kick: 'x--xx--xx--xx--x',
};
export const SONGO: GrooveBar = {
  cowbell: 'x-x-x-x-',
  snare: '---x--x-',
  kick: '---x---x',
};
export const SON_CLAVE_CONGAS: GrooveBar = {
  claves: 'x--x---x--x-x---',
  highConga: '--x---x---x---x-',
  openConga: '------xx------xx',
  kick: '---x-------x----',
};
export const CHA_CHA: GrooveBar = {
  cowbell: 'x-x-x-x-',
  snare: '----x-xx',
  kick: 'x-------',
};
export const COUNTRY_TRAIN: GrooveBar = { snare: 'gxgxgxgx', kick: 'x---x---' };
export const BLUES_STRAIGHT: GrooveBar = { ride: 'xxxxxxxx', snare: '--x---x-', kick: 'x---x---' };
