// The SoundCheck List tab: lists of SoundCheck items, each item an exercise (docs/scoring.md §1)
// checked by the server with the engine's parser when uploaded.
import { Button, Fieldset, Group, Stack, TextInput } from '@mantine/core';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { AdminContentPackage, PackageFormInput } from '@bandbook/domain';
import { newSoundCheckItem, newSoundCheckList } from '../lib/new-entries';
import { SoundCheckItemFields } from './soundcheck-item-fields';

interface ListProps {
  index: number;
  pkg: AdminContentPackage;
  onRemove: () => void;
}

function SoundCheckListFieldset({ index, pkg, onRemove }: ListProps) {
  const { control, register, formState } = useFormContext<PackageFormInput>();
  const { fields, append, remove } = useFieldArray({
    control,
    name: `content.mmsList.${index}.contentList`,
  });
  const error = formState.errors.content?.mmsList?.[index]?.title?.message;
  return (
    <Fieldset legend={`SoundCheck List ${index + 1}`}>
      <Stack>
        <TextInput
          label="List Title"
          error={error}
          {...register(`content.mmsList.${index}.title`)}
        />
        {fields.map((field, j) => (
          <SoundCheckItemFields
            key={field.id}
            path={`content.mmsList.${index}.contentList.${j}`}
            number={j + 1}
            pkg={pkg}
            onRemove={() => remove(j)}
          />
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            onClick={() => append(newSoundCheckItem(fields.length + 1))}
          >
            Add Item
          </Button>
          <Button variant="subtle" color="red" size="xs" onClick={onRemove}>
            Remove List
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

export function SoundCheckListFields({ pkg }: { pkg: AdminContentPackage }) {
  const { control } = useFormContext<PackageFormInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'content.mmsList' });
  return (
    <Stack maw={900}>
      {fields.map((field, i) => (
        <SoundCheckListFieldset key={field.id} index={i} pkg={pkg} onRemove={() => remove(i)} />
      ))}
      <Group>
        <Button variant="light" onClick={() => append(newSoundCheckList(fields.length + 1))}>
          Add List
        </Button>
      </Group>
    </Stack>
  );
}
