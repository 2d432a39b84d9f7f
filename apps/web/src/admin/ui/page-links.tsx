// Page links of a server-paged admin table: First/Previous/Next/Last and a window of at most
// `displayed` page numbers around the current page (spec section 9: 7, or 10 on some lists).
import { Button, Group } from '@mantine/core';

/** The page numbers to show: `displayed` of them, the current one as central as the ends allow. */
export function pageWindow(page: number, total: number, displayed: number): number[] {
  const size = Math.min(displayed, total);
  const first = Math.min(Math.max(1, page - Math.floor((size - 1) / 2)), total - size + 1);
  return Array.from({ length: size }, (_, i) => first + i);
}

interface PageLinksProps {
  page: number;
  total: number;
  displayed: number;
  onChange: (page: number) => void;
}

export function PageLinks({ page, total, displayed, onChange }: PageLinksProps) {
  if (total <= 1) return null;
  const control = (label: string, text: string, target: number) => (
    <Button
      size="xs"
      variant="default"
      aria-label={label}
      disabled={target === page || target < 1 || target > total}
      onClick={() => onChange(target)}
    >
      {text}
    </Button>
  );
  return (
    <Group component="nav" aria-label="Pages" gap={4} justify="center">
      {control('First page', '«', 1)}
      {control('Previous page', '‹', page - 1)}
      {pageWindow(page, total, displayed).map((n) => (
        <Button
          key={n}
          size="xs"
          variant={n === page ? 'filled' : 'default'}
          aria-label={`Page ${n}`}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onChange(n)}
        >
          {n}
        </Button>
      ))}
      {control('Next page', '›', page + 1)}
      {control('Last page', '»', total)}
    </Group>
  );
}
