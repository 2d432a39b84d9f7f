// The e-book viewer: pdf.js through react-pdf, one page at a time with page navigation and zoom.
// The pdf.js worker is bundled by Vite and served from this origin (CSP: worker-src 'self').
import { useState } from 'react';
import { ActionIcon, Alert, Box, Center, Group, Loader, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/TextLayer.css';
import { clampPage, formatZoom, stepZoom, ZOOM_DEFAULT, ZOOM_LEVELS } from '../lib/pdf-view';

pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  'pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString();

// No eval (the CSP forbids it) and no fetches beyond the file itself.
const DOCUMENT_OPTIONS = { isEvalSupported: false, disableAutoFetch: true } as const;
const MAX_PAGE_WIDTH = 900;

interface PdfViewerProps {
  file: string;
  initialPage?: number;
}

export function PdfViewer({ file, initialPage = 1 }: PdfViewerProps) {
  const [pageCount, setPageCount] = useState(0);
  const [page, setPage] = useState(initialPage);
  const [zoom, setZoom] = useState(ZOOM_DEFAULT);
  const [loadError, setLoadError] = useState<string | null>(null);
  const { ref, width } = useElementSize();
  const shownPage = clampPage(page, pageCount);
  const pageWidth = Math.min(width || MAX_PAGE_WIDTH, MAX_PAGE_WIDTH) * zoom;

  return (
    <Box>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Group gap="xs">
          <ActionIcon
            variant="default"
            aria-label="Previous page"
            disabled={shownPage <= 1}
            onClick={() => setPage(clampPage(shownPage - 1, pageCount))}
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Text size="sm" aria-live="polite" data-testid="ebook-page">
            Page {shownPage} of {pageCount || '…'}
          </Text>
          <ActionIcon
            variant="default"
            aria-label="Next page"
            disabled={shownPage >= pageCount}
            onClick={() => setPage(clampPage(shownPage + 1, pageCount))}
          >
            <IconChevronRight size={18} />
          </ActionIcon>
        </Group>
        <Group gap="xs">
          <ActionIcon
            variant="default"
            aria-label="Zoom out"
            disabled={zoom <= ZOOM_LEVELS[0]}
            onClick={() => setZoom(stepZoom(zoom, -1))}
          >
            <IconZoomOut size={18} />
          </ActionIcon>
          <Text size="sm" w={56} ta="center" aria-live="polite" data-testid="ebook-zoom">
            {formatZoom(zoom)}
          </Text>
          <ActionIcon
            variant="default"
            aria-label="Zoom in"
            disabled={zoom >= ZOOM_LEVELS[ZOOM_LEVELS.length - 1]!}
            onClick={() => setZoom(stepZoom(zoom, 1))}
          >
            <IconZoomIn size={18} />
          </ActionIcon>
        </Group>
      </Group>
      <Box ref={ref} style={{ overflow: 'auto', maxHeight: '75vh' }} bg="gray.1">
        {loadError ? (
          <Alert color="red" role="alert">
            {loadError}
          </Alert>
        ) : (
          <Document
            file={file}
            options={DOCUMENT_OPTIONS}
            onLoadSuccess={({ numPages }) => setPageCount(numPages)}
            onLoadError={() => setLoadError('The e-book could not be opened.')}
            loading={
              <Center p="xl">
                <Loader role="status" aria-label="Loading the e-book" />
              </Center>
            }
          >
            <Page pageNumber={shownPage} width={pageWidth} renderAnnotationLayer={false} />
          </Document>
        )}
      </Box>
    </Box>
  );
}
