// Storage keys (paths under outDir, forward slashes) and stable ids of everything a book owns. Ids
// derive from the slug and positions only, so every run produces the same catalogue.

export const storageKeys = {
  cover: (slug: string) => `uploads/thumbnail/${slug}.webp`,
  ebook: (slug: string) => `uploads/ebook/${slug}.pdf`,
  trialEbook: (slug: string) => `uploads/ebook/${slug}-trial.pdf`,
  video: (slug: string, n: number) => `uploads/video/${slug}-${n}.mp4`,
  videoPreview: (slug: string, n: number) => `uploads/video-preview/${slug}-${n}.png`,
  track: (slug: string, list: number, track: number) =>
    `uploads/audio/${slug}/list${list}-track${track}.mp3`,
  audioZip: (slug: string) => `uploads/audio/${slug}.zip`,
  soundcheckFile: (mmsId: string, file: string) => `uploads/soundcheck/${mmsId}/${file}`,
};

export const stableIds = {
  track: (slug: string, list: number, track: number) => `${slug}-a${list}-t${track}`,
  soundcheckItem: (slug: string, list: number, item: number) => `${slug}-sc${list}-i${item}`,
  mms: (slug: string, list: number, item: number) => `${slug}-mms${list}-i${item}`,
};
