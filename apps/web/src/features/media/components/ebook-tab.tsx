// The Ebook tab: opens the book's PDF in the /ebook/ modal (the trial PDF during a trial).
import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import type { LearnerPackage } from '@bandbook/domain';
import { paths } from '../../../lib/paths';
import { ModalLink } from '../../../ui/modal-link';

interface EbookTabProps {
  book: LearnerPackage;
  slug: string;
  idParam: string | null;
}

export function EbookTab({ book, slug, idParam }: EbookTabProps) {
  const { ebook } = book.content;
  const href = paths.ebook(slug) + (idParam ? `&id=${encodeURIComponent(idParam)}` : '');
  return (
    <Paper withBorder p="lg">
      <Stack align="flex-start">
        <Text fw={700}>{ebook.title || `${book.title} (e-book)`}</Text>
        {book.isActiveTrial && (
          <Text size="sm">During the trial you can read the trial version of the e-book.</Text>
        )}
        {ebook.pdfFilePath ? (
          <Button component={ModalLink} to={href} leftSection={<IconBook size={18} />}>
            Open E-book
          </Button>
        ) : (
          <Text size="sm">The e-book is not available to you.</Text>
        )}
      </Stack>
    </Paper>
  );
}
