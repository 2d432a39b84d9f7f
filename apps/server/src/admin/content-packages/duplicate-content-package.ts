// GET /api/content-packages/duplicate/{id}: a Draft copy titled '<title> (copy)' with the same
// settings, price, content (SoundCheck items keep their mmsId, so the copy shares their exercises),
// relations and channel places; an admin restricted to channels copies only its own channels' places.
import { channelScope } from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { insertPackage } from './content-packages.queries.js';
import { recordAudit } from '../../modules/audit/audit-log.js';
import type { Staff } from '../shared/staff-guard.js';
import {
  loadPackageInScope,
  packageAudit,
  readContentPackage,
} from './content-packages.service.js';
import { setChannels, writeRelations } from '../../modules/catalogue/package-relations.js';

const TITLE_MAX = 200;
const COPY_SUFFIX = ' (copy)';

export const copyTitle = (title: string) =>
  `${title.slice(0, TITLE_MAX - COPY_SUFFIX.length)}${COPY_SUFFIX}`;

export async function duplicateContentPackage(ctx: AppContext, editor: Staff, id: string) {
  const source = await loadPackageInScope(ctx, editor, id);
  const scope = channelScope(editor);
  const channelIds =
    scope === 'all'
      ? source.contentChannelIdList
      : source.contentChannelIdList.filter((channelId) => scope.includes(channelId));
  const copyId = await ctx.db.transaction(async (tx) => {
    const newId = await insertPackage(
      tx,
      {
        title: copyTitle(source.title),
        subtitle: source.subtitle,
        description: source.description,
        thumbnailImage: source.thumbnailImage,
        author: source.author,
        publisher: source.publisher,
        releaseDate: source.releaseDate,
        trialPeriodInDays: source.trialPeriodInDays,
        catalogueNumber: source.catalogueNumber,
        price: source.price,
        content: source.content,
      },
      editor.id,
    );
    await writeRelations(tx, newId, {
      genreIds: source.genreIdList,
      instrumentIds: source.instrumentIdList,
      skillLevelIds: source.skillLevelIdList,
    });
    await setChannels(tx, newId, channelIds);
    await recordAudit(tx, editor, await packageAudit(tx, 'create', newId, null));
    return newId;
  });
  return readContentPackage(ctx, editor, copyId);
}
