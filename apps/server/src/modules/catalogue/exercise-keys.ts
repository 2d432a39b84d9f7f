// Where a SoundCheck exercise lives in storage (uploads/soundcheck/<mmsId>/exercise.json with the files
// it names beside it): read by the learner's book and launch, written by the back office's upload.
export const exerciseFolder = (mmsId: string) => `uploads/soundcheck/${mmsId}/`;
export const exerciseKey = (mmsId: string) => `${exerciseFolder(mmsId)}exercise.json`;
