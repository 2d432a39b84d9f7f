// /books/{title}/soundcheck/{contentTitle}?contentTitle&contentId: the player of one exercise in a
// full-screen modal over the book's SoundCheck page. It asks the server for a launch token scoped
// to this learner and exercise, then opens the same player as /launch/soundcheck. A saved result
// refreshes the book's stars and the header's total.
import { useCallback } from 'react';
import { Alert } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { bookQueryKey } from '../../../api/book';
import { currentUserQueryKey } from '../../../api/current-user';
import { useBookFromSlug } from '../../../hooks/use-book-from-slug';
import { useOpenModal } from '../../../hooks/use-modal-navigation';
import { useSession } from '../../../hooks/use-session';
import { getErrorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { refreshQueries } from '../../../lib/query-client';
import { PageLoader } from '../../../ui/page-loader';
import { RouteModal } from '../../../ui/route-modal';
import type { LearnerPackage } from '@bandbook/domain';
import { launchTokenQuery } from '../api/launch';
import { neighbourItem } from '../lib/exercise-list';
import { LaunchedPlayer } from './launched-player';

export const EXERCISE_NOT_FOUND = 'This SoundCheck exercise is not in this book.';

function PlayerForItem({
  book,
  slug,
  contentId,
}: {
  book: LearnerPackage;
  slug: string;
  contentId: string;
}) {
  const queryClient = useQueryClient();
  const openModal = useOpenModal();
  const [searchParams] = useSearchParams();
  const token = useQuery(launchTokenQuery(book._id, contentId));
  const onSaved = useCallback(() => {
    void refreshQueries(queryClient, bookQueryKey, currentUserQueryKey);
  }, [queryClient]);
  const onTrack = useCallback(
    (direction: 1 | -1) => {
      const next = neighbourItem(book, contentId, direction);
      if (!next) return;
      const id = searchParams.get('id');
      const path = paths.soundCheckItem(slug, next);
      openModal(id ? `${path}&${new URLSearchParams({ id }).toString()}` : path);
    },
    [book, contentId, openModal, searchParams, slug],
  );
  if (token.isPending) return <PageLoader />;
  if (token.error) {
    return (
      <Alert color="red" role="alert">
        {getErrorMessage(token.error)}
      </Alert>
    );
  }
  const launch = new URL(token.data.launchPath, window.location.origin).searchParams;
  return (
    <LaunchedPlayer
      contentPackageId={launch.get('contentPackageId') ?? book._id}
      mmsId={launch.get('mmsId') ?? ''}
      accessToken={token.data.accessToken}
      onSaved={onSaved}
      onTrack={onTrack}
    />
  );
}

function PlayerRoute() {
  const { title: slug = '' } = useParams();
  const [searchParams] = useSearchParams();
  const contentId = searchParams.get('contentId') ?? '';
  const lookup = useBookFromSlug(slug, searchParams.get('id'));
  const item =
    lookup.status === 'ready'
      ? lookup.book.content.mmsList
          .flatMap((list) => list.contentList)
          .find((entry) => entry._id === contentId)
      : undefined;
  const title = item?.title ?? searchParams.get('contentTitle') ?? 'SoundCheck';
  return (
    <RouteModal title={title} fullScreen>
      {lookup.status === 'loading' && <PageLoader />}
      {lookup.status === 'error' && (
        <Alert color="red" role="alert">
          {getErrorMessage(lookup.error)}
        </Alert>
      )}
      {(lookup.status === 'not-found' || (lookup.status === 'ready' && !item)) && (
        <Alert color="red" role="alert">
          {EXERCISE_NOT_FOUND}
        </Alert>
      )}
      {lookup.status === 'ready' && item && (
        <PlayerForItem key={item._id} book={lookup.book} slug={slug} contentId={item._id} />
      )}
    </RouteModal>
  );
}

export function SoundCheckPlayerModal() {
  const { isLoggedIn } = useSession();
  return isLoggedIn ? <PlayerRoute /> : null;
}
