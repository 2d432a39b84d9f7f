// Blank rows the tabs add: titled by default as the spec says (section 9), no files yet.
import { DEFAULT_TITLES, type PackageContentInput } from '@bandbook/domain';

type Content = PackageContentInput;
const noTime = { hours: 0, minutes: 0, seconds: 0 };

export const newVideo = (n: number): Content['videoList'][number] => ({
  title: DEFAULT_TITLES.video(n),
  description: '',
  trialVersion: false,
  durationInput: noTime,
  previewImageFilePath: null,
  videoFilePath: null,
});

export const newTrack = (n: number): Content['audioList'][number]['trackList'][number] => ({
  title: DEFAULT_TITLES.track(n),
  trialVersion: false,
  durationInput: noTime,
  audioFilePath: null,
});

export const newAudioList = (n: number): Content['audioList'][number] => ({
  title: DEFAULT_TITLES.audioList(n),
  trackList: [newTrack(1)],
});

export const newSoundCheckItem = (
  n: number,
): Content['mmsList'][number]['contentList'][number] => ({
  title: DEFAULT_TITLES.mmsItem(n),
  mmsId: '',
  trialVersion: false,
  durationInput: noTime,
  exerciseFiles: [],
});

export const newSoundCheckList = (n: number): Content['mmsList'][number] => ({
  title: DEFAULT_TITLES.mmsList(n),
  contentList: [newSoundCheckItem(1)],
});
