// Observation (spy) mode: the learner's dashboard as the learner sees it, read-only, marked 'Admin
// Access': subscriptions and trials each in a carousel of 5 a slide, and a chosen package's
// SoundCheck items with their best results (and the tempo of one played slower, decision 059).
import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { USER_ADMIN_MESSAGES, type ObservedPackage } from '@bandbook/domain';
import { getErrorMessage } from '../../../../lib/api-error';
import { useObservedDashboard } from '../api/users';
import { formatDate, formatObservedScore } from '../lib/format';

/** The spec's carousel: 5 a slide. */
const PER_SLIDE = 5;

function Carousel({
  label,
  packages,
  empty,
  onOpen,
}: {
  label: string;
  packages: ObservedPackage[];
  empty: string;
  onOpen: (entry: ObservedPackage) => void;
}) {
  const [slide, setSlide] = useState(0);
  const slides = Math.max(1, Math.ceil(packages.length / PER_SLIDE));
  const shown = packages.slice(slide * PER_SLIDE, slide * PER_SLIDE + PER_SLIDE);
  return (
    <section aria-label={label}>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          {label}
        </Title>
        {slides > 1 && (
          <Group gap={4}>
            <Button
              size="xs"
              variant="default"
              disabled={slide === 0}
              onClick={() => setSlide(slide - 1)}
              aria-label={`Previous ${label.toLowerCase()}`}
            >
              ‹
            </Button>
            <Text size="xs">
              {slide + 1} / {slides}
            </Text>
            <Button
              size="xs"
              variant="default"
              disabled={slide === slides - 1}
              onClick={() => setSlide(slide + 1)}
              aria-label={`Next ${label.toLowerCase()}`}
            >
              ›
            </Button>
          </Group>
        )}
      </Group>
      {packages.length === 0 ? (
        <Text size="sm">{empty}</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: PER_SLIDE }}>
          {shown.map((entry) => (
            <Card key={entry._id} withBorder padding="xs">
              {entry.thumbnailImage && (
                <Image src={entry.thumbnailImage} alt="" h={90} fit="contain" />
              )}
              <Text size="sm" fw={600} lineClamp={2}>
                {entry.title}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDate(entry.startDate)} – {formatDate(entry.endDate)}
              </Text>
              {entry.isExpired && (
                <Badge color="red" size="xs" variant="dot">
                  Expired
                </Badge>
              )}
              <Text size="xs">
                {entry.stars} / {entry.maxStars} stars · {entry.percent}%
              </Text>
              <Button
                size="xs"
                variant="subtle"
                onClick={() => onOpen(entry)}
                aria-label={`SoundCheck scores of ${entry.title}`}
              >
                Scores
              </Button>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}

function Scores({ entry }: { entry: ObservedPackage }) {
  const items = entry.soundcheck.flatMap((list) => list.items.map((item) => ({ list, item })));
  return (
    <Card withBorder component="section" aria-label={`SoundCheck of ${entry.title}`}>
      <Title order={3} size="h5" mb="xs">
        SoundCheck: {entry.title}
      </Title>
      {items.length === 0 ? (
        <Text size="sm">{USER_ADMIN_MESSAGES.noSoundcheck}</Text>
      ) : (
        <Table fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Exercise</Table.Th>
              <Table.Th scope="col">Score</Table.Th>
              <Table.Th scope="col">Stars</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map(({ list, item }) => (
              <Table.Tr key={`${list.title}/${item._id}`}>
                <Table.Td>
                  {list.title}: {item.title}
                </Table.Td>
                <Table.Td>{formatObservedScore(item.result)}</Table.Td>
                <Table.Td>{item.stars}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

interface ObservationModalProps {
  userId: string | null;
  onClose: () => void;
}

export function ObservationModal({ userId, onClose }: ObservationModalProps) {
  const dashboard = useObservedDashboard(userId);
  const [open, setOpen] = useState<ObservedPackage | null>(null);
  const close = () => {
    setOpen(null);
    onClose();
  };
  return (
    <Modal
      opened={userId !== null}
      onClose={close}
      title={`Dashboard of ${dashboard.data?.user.username ?? 'the user'}`}
      size="90%"
    >
      {dashboard.isPending && <Loader size="sm" aria-label="Loading" />}
      {dashboard.isError && <Alert color="red">{getErrorMessage(dashboard.error)}</Alert>}
      {dashboard.data && (
        <Stack>
          <Group>
            <Badge color="orange" size="lg" variant="dot">
              {USER_ADMIN_MESSAGES.adminAccess}
            </Badge>
            <Text size="sm">
              {dashboard.data.user.email} · {dashboard.data.user.userStars} stars
            </Text>
          </Group>
          <Carousel
            label="Subscriptions"
            packages={dashboard.data.subscriptions}
            empty={USER_ADMIN_MESSAGES.noActiveSubscription}
            onOpen={setOpen}
          />
          <Carousel
            label="Trials"
            packages={dashboard.data.trials}
            empty={USER_ADMIN_MESSAGES.noActiveTrial}
            onOpen={setOpen}
          />
          {open && <Scores entry={open} />}
        </Stack>
      )}
    </Modal>
  );
}
