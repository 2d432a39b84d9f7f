// A SoundCheck item's stars come from the book's viewData.result, matched by item id.
import { MAX_STARS_PER_ITEM, type LearnerPackage } from '@bandbook/domain';

export function starsById(viewData: LearnerPackage['viewData']): Map<string, number> {
  const stars = new Map<string, number>();
  for (const entry of viewData.result) {
    const clamped = Math.max(0, Math.min(MAX_STARS_PER_ITEM, Math.round(entry.stars)));
    stars.set(entry.id, Math.max(clamped, stars.get(entry.id) ?? 0));
  }
  return stars;
}
