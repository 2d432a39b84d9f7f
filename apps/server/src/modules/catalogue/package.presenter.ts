// Maps package rows to the learner's JSON: cards for lists, and the full book where media URLs are
// signed only for what the user may use (everything when owned; trialVersion items and the trial PDF
// during a trial, without the zip; nothing otherwise). An item's stars are its counted result's: the
// full-tempo best when it has one, else the slower best (decision 059).
import {
  countedResults,
  hasAnyContent,
  type LearnerPackage,
  type PackageCard,
  type PackageContent,
  type Result,
} from '@bandbook/domain';
import type { MediaSigner } from '../../storage/media-urls.js';
import { canUseItem, type Access } from './entitlements.js';
import { exerciseFolder, exerciseKey } from './exercise-keys.js';
import type { CardRow } from './catalogue-snapshot.js';
import type { PackageRow } from './packages.queries.js';

export function presentCard(row: CardRow, access: Access, media: MediaSigner): PackageCard {
  return {
    _id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    thumbnailImage: media.url(row.thumbnailImage),
    author: row.author,
    publisher: row.publisher,
    releaseDate: row.releaseDate?.toISOString() ?? null,
    trialPeriodInDays: row.trialPeriodInDays,
    price: row.price,
    genreIdList: row.genreIdList,
    instrumentIdList: row.instrumentIdList,
    skillLevelIdList: row.skillLevelIdList,
    isOwned: access.isOwned,
    isActiveTrial: access.isActiveTrial,
    isExpiredTrial: access.isExpiredTrial,
    canLaunch: access.canLaunch,
  };
}

/** The signed URL of an item's exercise JSON; the signature covers its folder (MIDI file, stems). */
export function signExerciseUrl(media: MediaSigner, mmsId: string): string {
  return media.scopedUrl(exerciseKey(mmsId), exerciseFolder(mmsId));
}

/** The content with URLs for what may be used and null paths for the rest (titles stay visible). */
export function presentContent(
  content: PackageContent,
  access: Access,
  media: MediaSigner,
): PackageContent {
  const full = access.isOwned;
  const usable = (trialVersion: boolean) => canUseItem(access, { trialVersion });
  const signIf = (allowed: boolean, key: string | null) => (allowed ? media.url(key) : null);
  return {
    ebook: {
      title: content.ebook.title,
      pdfFilePath: full
        ? media.url(content.ebook.pdfFilePath)
        : signIf(access.isActiveTrial, content.ebook.trialVersionPdfFilePath),
      trialVersionPdfFilePath: signIf(access.canLaunch, content.ebook.trialVersionPdfFilePath),
    },
    videoList: content.videoList.map((video) => ({
      ...video,
      previewImageFilePath: media.url(video.previewImageFilePath),
      videoFilePath: signIf(usable(video.trialVersion), video.videoFilePath),
    })),
    audioList: content.audioList.map((list) => ({
      title: list.title,
      trackList: list.trackList.map((track) => ({
        ...track,
        audioFilePath: signIf(usable(track.trialVersion), track.audioFilePath),
      })),
    })),
    audioListZipFilePath: full ? media.url(content.audioListZipFilePath) : null,
    mmsList: content.mmsList.map((list) => ({
      title: list.title,
      contentList: list.contentList.map((item) => {
        const allowed = usable(item.trialVersion);
        return {
          ...item,
          audioFilePath: signIf(allowed, item.audioFilePath),
          exerciseUrl: allowed ? signExerciseUrl(media, item.mmsId) : null,
        };
      }),
    })),
  };
}

export function presentLearnerPackage(
  row: PackageRow,
  access: Access,
  media: MediaSigner,
  kept: { id: string; stars: number; result: Result }[],
): LearnerPackage {
  const results = [...countedResults(kept, (r) => r.id).values()].map(({ counted }) => counted);
  const itemCount = row.content.mmsList.reduce((sum, list) => sum + list.contentList.length, 0);
  const entitlement = access.entitlement;
  return {
    ...presentCard(row, access, media),
    description: row.description,
    catalogueNumber: row.catalogueNumber,
    contentChannelIdList: row.contentChannelIdList,
    content: presentContent(row.content, access, media),
    hasContent: hasAnyContent(row.content),
    trialEndDate: entitlement?.kind === 'trial' ? entitlement.endsAt.toISOString() : null,
    subscriptionEndDate:
      entitlement?.kind === 'subscription' ? entitlement.endsAt.toISOString() : null,
    viewData: {
      stars: results.reduce((sum, r) => sum + r.stars, 0),
      maxStars: itemCount * 5,
      result: results,
    },
  };
}
