// /books/{title}/content?tab=audio|video|ebook: the book's media in tabs (only those it has).
import { Tabs, Text } from '@mantine/core';
import { IconBook, IconHeadphones, IconMovie } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useOutletBook } from '../../../hooks/use-outlet-book';
import { describeContents, resolveContentTab, type ContentTab } from '../../../lib/book-contents';
import { AudioTab } from './audio-tab';
import { EbookTab } from './ebook-tab';
import { VideoTab } from './video-tab';

export function BookContentPage() {
  const { book, slug, idParam } = useOutletBook();
  const [searchParams, setSearchParams] = useSearchParams();
  const contents = describeContents(book.content);
  const tab = resolveContentTab(searchParams.get('tab'), contents);

  if (!tab) return <Text>This book has no audio, video or e-book yet.</Text>;
  const selectTab = (value: string | null) => {
    if (!value) return;
    const next = new URLSearchParams(searchParams);
    next.set('tab', value as ContentTab);
    setSearchParams(next, { replace: true });
  };
  return (
    <Tabs value={tab} onChange={selectTab} keepMounted={false}>
      <Tabs.List mb="md" aria-label="Book content">
        {contents.hasAudio && (
          <Tabs.Tab value="audio" leftSection={<IconHeadphones size={16} aria-hidden />}>
            Audio
          </Tabs.Tab>
        )}
        {contents.hasVideo && (
          <Tabs.Tab value="video" leftSection={<IconMovie size={16} aria-hidden />}>
            Video
          </Tabs.Tab>
        )}
        {contents.hasEbook && (
          <Tabs.Tab value="ebook" leftSection={<IconBook size={16} aria-hidden />}>
            E-book
          </Tabs.Tab>
        )}
      </Tabs.List>
      <Tabs.Panel value="audio">
        <AudioTab book={book} />
      </Tabs.Panel>
      <Tabs.Panel value="video">
        <VideoTab book={book} />
      </Tabs.Panel>
      <Tabs.Panel value="ebook">
        <EbookTab book={book} slug={slug} idParam={idParam} />
      </Tabs.Panel>
    </Tabs>
  );
}
