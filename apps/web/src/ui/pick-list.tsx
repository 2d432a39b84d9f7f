// The instruments or genres to pick from: a card per item with its on image when picked and its off
// image when not (spec: "Genre and instrument (id, label, active, on/off images)"). Each card is a
// checkbox named by its label.
import { Checkbox, SimpleGrid, Text } from '@mantine/core';
import type { PickerItem } from '@bandbook/domain';
import classes from './pick-list.module.css';

interface PickListProps {
  label: string;
  items: PickerItem[];
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
}

export function PickList({ label, items, value, onChange, error }: PickListProps) {
  return (
    <Checkbox.Group label={label} value={value} onChange={onChange} error={error}>
      <SimpleGrid cols={{ base: 2, xs: 3, md: 5 }} spacing="sm" mt="sm">
        {items.map((item) => {
          const picked = value.includes(item.id);
          const image = picked ? item.onImage : item.offImage;
          return (
            <Checkbox.Card key={item.id} value={item.id} radius="md" className={classes.card}>
              {image ? (
                <img className={classes.image} src={image} alt="" width={56} height={56} />
              ) : null}
              <Text fw={picked ? 700 : 500} size="sm">
                {item.label}
              </Text>
              <Checkbox.Indicator className={classes.indicator} size="sm" />
            </Checkbox.Card>
          );
        })}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
