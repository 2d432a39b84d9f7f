// One SoundCheck item of a book (found by its `_id` in `content.mmsList[].contentList[]`, with the title
// of its list) and why a learner may not play it, by the rule the book answer signs items by.
import { SOUNDCHECK_LAUNCH_MESSAGES, type PackageContent } from '@bandbook/domain';
import { canUseItem, type Access } from '../catalogue/entitlements.js';

export type SoundCheckItem = PackageContent['mmsList'][number]['contentList'][number];

export interface FoundItem {
  item: SoundCheckItem;
  /** The title of the mmsList entry holding the item. */
  sectionTitle: string;
}

export function findSoundCheckItem(
  content: PackageContent,
  contentId: string,
): FoundItem | undefined {
  for (const section of content.mmsList) {
    const item = section.contentList.find((candidate) => candidate._id === contentId);
    if (item) return { item, sectionTitle: section.title };
  }
  return undefined;
}

/** The message a learner is refused with, or undefined when the item may be played. */
export function refusalFor(access: Access, item: SoundCheckItem): string | undefined {
  if (canUseItem(access, item)) return undefined;
  if (access.isActiveTrial) return SOUNDCHECK_LAUNCH_MESSAGES.notInTrial;
  if (access.isExpiredTrial) return SOUNDCHECK_LAUNCH_MESSAGES.trialEnded;
  return SOUNDCHECK_LAUNCH_MESSAGES.notOwned;
}
