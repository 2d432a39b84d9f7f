// Maps a build row to the JSON the build modal polls: progress, and the site's URL once done.
import type { StaticSiteBuild } from '@bandbook/domain';
import type { MediaSigner } from '../../storage/media-urls.js';
import type { StaticSiteBuildRow } from './static-sites.queries.js';

export function presentBuild(row: StaticSiteBuildRow, media: MediaSigner): StaticSiteBuild {
  return {
    _id: row.id,
    status: row.status,
    done: row.done,
    total: row.total,
    url: row.status === 'done' ? media.url(row.resultKey) : null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
