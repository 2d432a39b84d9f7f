// Page and zoom rules of the e-book viewer.
export const ZOOM_LEVELS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
export const ZOOM_DEFAULT = 1;

export function clampPage(page: number, pageCount: number): number {
  if (pageCount < 1 || !Number.isFinite(page)) return 1;
  return Math.min(pageCount, Math.max(1, Math.round(page)));
}

/** The next zoom level in or out, staying at the ends. */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  const levels: readonly number[] = ZOOM_LEVELS;
  const index = levels.findIndex((level) => level >= zoom - 1e-9);
  const current = index === -1 ? levels.length - 1 : index;
  const isOnLevel = Math.abs((levels[current] ?? zoom) - zoom) < 1e-9;
  const next = direction === 1 ? (isOnLevel ? current + 1 : current) : current - 1;
  return levels[Math.min(levels.length - 1, Math.max(0, next))] ?? zoom;
}

export const formatZoom = (zoom: number) => `${Math.round(zoom * 100)} %`;
