// The book's SoundCheck exercises in order, for the up/down keys (previous or next exercise).
import type { LearnerPackage } from '@bandbook/domain';

export type SoundCheckItem = LearnerPackage['content']['mmsList'][number]['contentList'][number];

/** The exercises the learner may open (locked trial items have no exercise URL). */
export function playableItems(book: LearnerPackage): SoundCheckItem[] {
  return book.content.mmsList.flatMap((list) =>
    list.contentList.filter((item) => item.exerciseUrl !== null),
  );
}

export function neighbourItem(
  book: LearnerPackage,
  contentId: string,
  direction: 1 | -1,
): SoundCheckItem | null {
  const items = playableItems(book);
  const index = items.findIndex((item) => item._id === contentId);
  if (index < 0) return null;
  return items[index + direction] ?? null;
}
