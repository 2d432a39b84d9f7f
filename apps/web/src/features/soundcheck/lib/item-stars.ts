// A SoundCheck item's stars come from the book's viewData.result, matched by item id, and so does the
// tempo of an item whose counted best was played slower (decision 059).
import { MAX_STARS_PER_ITEM, tempoBand, type LearnerPackage } from '@bandbook/domain';

export function starsById(viewData: LearnerPackage['viewData']): Map<string, number> {
  const stars = new Map<string, number>();
  for (const entry of viewData.result) {
    const clamped = Math.max(0, Math.min(MAX_STARS_PER_ITEM, Math.round(entry.stars)));
    stars.set(entry.id, Math.max(clamped, stars.get(entry.id) ?? 0));
  }
  return stars;
}

/** The tempo (percent) of each item whose counted result is a slower one; full-tempo items are absent. */
export function slowerTempoById(viewData: LearnerPackage['viewData']): Map<string, number> {
  const tempos = new Map<string, number>();
  for (const entry of viewData.result) {
    if (tempoBand(entry.result.tempo) === 'slower') tempos.set(entry.id, entry.result.tempo);
  }
  return tempos;
}
