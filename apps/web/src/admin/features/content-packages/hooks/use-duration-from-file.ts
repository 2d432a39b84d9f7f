// Fills a video's, track's or SoundCheck item's duration from the audio or video file staff choose
// (issue 44): the browser reads the file's length, the hours, minutes and seconds are set (the server
// stores them as durationInSeconds) and stay editable; a file it cannot read leaves them for typing,
// and the note says which happened.
import { useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import {
  FILE_SIGNATURES,
  MEDIA_DURATION_MESSAGES,
  toDurationInput,
  type FileKind,
  type PackageFormInput,
} from '@bandbook/domain';
import { readMediaDuration } from '../../../ui/uploads/media-duration';

export type DurationPath =
  | `content.videoList.${number}.durationInput`
  | `content.audioList.${number}.trackList.${number}.durationInput`
  | `content.mmsList.${number}.contentList.${number}.durationInput`;

export function useDurationFromFile(name: DurationPath) {
  const { setValue, clearErrors, formState } = useFormContext<PackageFormInput>();
  const [note, setNote] = useState<string | null>(null);
  // Only the last file chosen fills the fields, however the readings end.
  const latest = useRef(0);
  const isSubmitted = formState.isSubmitted;

  const readFrom = (file: File, kind: FileKind) => {
    const { media } = FILE_SIGNATURES[kind];
    if (media !== 'audio' && media !== 'video') return;
    const ticket = ++latest.current;
    setNote(MEDIA_DURATION_MESSAGES.reading(file.name));
    void readMediaDuration(file, media).then((seconds) => {
      if (ticket !== latest.current) return;
      if (seconds === null) {
        setNote(MEDIA_DURATION_MESSAGES.unreadable(file.name));
        return;
      }
      const input = toDurationInput(seconds);
      clearErrors(name);
      setValue(name, input, { shouldDirty: true, shouldValidate: isSubmitted });
      setNote(
        MEDIA_DURATION_MESSAGES.read(
          file.name,
          input.hours * 3600 + input.minutes * 60 + input.seconds,
        ),
      );
    });
  };

  return { note, readFrom };
}
