// How long a chosen audio or video file plays, read by the browser itself (issue 44): a media element
// loads the file's metadata from an object URL, so staff need not type durations. Null when the
// browser cannot tell (a format it does not play, a damaged file, a stream without a length).
export type MediaElementKind = 'audio' | 'video';

/** Long enough for a large local file's metadata; a file that says nothing by then is unreadable. */
const GIVE_UP_MS = 15_000;

type MediaLike = Pick<HTMLMediaElement, 'addEventListener' | 'removeAttribute' | 'load'> & {
  preload: string;
  src: string;
  readonly duration: number;
};

export function readMediaDuration(
  file: Blob,
  kind: MediaElementKind,
  createElement: () => MediaLike = () => document.createElement(kind),
): Promise<number | null> {
  return new Promise((resolve) => {
    const element = createElement();
    const url = URL.createObjectURL(file);
    let isDone = false;
    const finish = (seconds: number | null) => {
      if (isDone) return;
      isDone = true;
      clearTimeout(timer);
      // Let go of the file: the element stops loading and the URL no longer holds it.
      element.removeAttribute('src');
      element.load();
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    element.addEventListener(
      'loadedmetadata',
      () => {
        const { duration } = element;
        finish(Number.isFinite(duration) && duration > 0 ? duration : null);
      },
      { once: true },
    );
    element.addEventListener('error', () => finish(null), { once: true });
    const timer = setTimeout(() => finish(null), GIVE_UP_MS);
    element.preload = 'metadata';
    element.src = url;
  });
}
