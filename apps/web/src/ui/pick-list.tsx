// A list of checkboxes to pick instruments or genres from.
import { Checkbox, SimpleGrid } from '@mantine/core';

interface PickListProps {
  label: string;
  items: { id: string; label: string }[];
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
}

export function PickList({ label, items, value, onChange, error }: PickListProps) {
  return (
    <Checkbox.Group label={label} value={value} onChange={onChange} error={error}>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} mt="sm">
        {items.map((item) => (
          <Checkbox key={item.id} value={item.id} label={item.label} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
