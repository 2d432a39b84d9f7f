// /dashboard/discover: Recommended, the discover lists, Genres and Instruments, and for admins with
// several content channels a channel filter (kept in ?channel=).
import { Button, Group } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { usePublicConfig } from '../../../api/public-config';
import { useRequiredUser } from '../../../hooks/use-required-user';
import { BookSection } from '../../../ui/book-section';
import { DashboardNav } from '../../../ui/dashboard-nav';
import { PageTitle } from '../../../ui/page-title';
import { useContentChannels } from '../api/content-channels';
import {
  ALL_CHANNELS,
  canFilterChannels,
  getChannelOptions,
  resolveChannel,
} from '../lib/channel-filter';
import { CategoryLinks } from './category-links';
import { ChannelFilter } from './channel-filter';
import { DashboardBooks } from './dashboard-books';

export function DiscoverPage() {
  const user = useRequiredUser();
  const { genres, instruments } = usePublicConfig();
  const [searchParams, setSearchParams] = useSearchParams();
  const channels = useContentChannels(canFilterChannels(user));
  // The filter shows once the channel names are in; the URL's channel applies at once.
  const options = channels.data ? getChannelOptions(user, channels.data) : [];
  const channelId = resolveChannel(searchParams.get('channel'), user);

  const selectChannel = (value: string) =>
    setSearchParams(value === ALL_CHANNELS ? {} : { channel: value }, { replace: true });

  return (
    <>
      <DashboardNav />
      <Group justify="space-between" align="flex-end" mb="md">
        <PageTitle>Discover</PageTitle>
        {options.length > 1 && (
          <ChannelFilter
            options={options}
            value={channelId ?? ALL_CHANNELS}
            onChange={selectChannel}
          />
        )}
      </Group>
      <DashboardBooks
        group="discover"
        channelId={channelId}
        renderLeadSections={(dashboard) => (
          <BookSection
            id="recommended"
            title="Recommended"
            isFirstOnPage
            books={dashboard.recommendedList}
            origin="discover"
            emptyText="Pick your instruments and genres in your profile to get recommendations."
            emptyAction={
              <Button component={Link} to={paths.profile} variant="light">
                Go to Profile
              </Button>
            }
          />
        )}
      />
      <CategoryLinks category="genres" title="Genres" items={genres} />
      <CategoryLinks category="instruments" title="Instruments" items={instruments} />
    </>
  );
}
