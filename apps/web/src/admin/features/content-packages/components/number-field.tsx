// A number of the package form (days, points, prices, duration parts): Mantine's NumberInput bound to
// a form field, with an emptied box held as `emptyValue` (null where a value is required, else 0).
import { NumberInput } from '@mantine/core';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';

interface NumberFieldProps<T extends FieldValues> {
  name: Path<T>;
  label: string;
  emptyValue: 0 | null;
  min?: number;
  max?: number;
  /** Digits after the point; 0 for whole numbers. */
  decimalScale?: number;
  w?: number;
}

export function NumberField<T extends FieldValues>({
  name,
  label,
  emptyValue,
  min = 0,
  max,
  decimalScale = 0,
  w,
}: NumberFieldProps<T>) {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ control, name });
  const value = field.value as number | null;
  return (
    <NumberInput
      label={label}
      value={value ?? ''}
      onChange={(next) => field.onChange(typeof next === 'number' ? next : emptyValue)}
      onBlur={field.onBlur}
      name={field.name}
      min={min}
      max={max}
      decimalScale={decimalScale}
      allowDecimal={decimalScale > 0}
      allowNegative={false}
      error={fieldState.error?.message}
      w={w}
    />
  );
}
