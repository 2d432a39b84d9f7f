// A number of the package form (days, points, prices, duration parts): Mantine's NumberInput bound to
// a form field, with an emptied box held as `emptyValue` (null where a value is required, else 0).
// What staff type is kept as typed (issue 44): no clamping to min/max on blur, no dropped minus sign
// or decimal point, and text that is not yet a number ('-') is held as NaN rather than 0, so the
// domain schema refuses a value out of range with its message on the field instead of the form
// saving another number.
import { useState } from 'react';
import { NumberInput } from '@mantine/core';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';

interface NumberFieldProps<T extends FieldValues> {
  name: Path<T>;
  label: string;
  emptyValue: 0 | null;
  /** Bounds of the arrow keys' steps only; the schema checks the value. */
  min?: number;
  max?: number;
  /** Digits kept after the point (prices); whole-number fields leave it out and the schema checks. */
  decimalScale?: number;
  w?: number;
}

export function NumberField<T extends FieldValues>({
  name,
  label,
  emptyValue,
  min = 0,
  max,
  decimalScale,
  w,
}: NumberFieldProps<T>) {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ control, name });
  const value = field.value as number | null;
  const [typed, setTyped] = useState<number | string>(value ?? '');
  /** The form's value for what the box holds: an empty box is `emptyValue`, other text NaN. */
  const valueOf = (text: number | string) =>
    typeof text === 'number' ? text : text.trim() === '' ? emptyValue : Number(text);
  // What was typed while it is still the form's value; the form's own when it set another (a reset,
  // a duration read from a file).
  const shown = Object.is(valueOf(typed), value) ? typed : (value ?? '');
  return (
    <NumberInput
      label={label}
      value={shown}
      onChange={(next) => {
        setTyped(next);
        field.onChange(valueOf(next));
      }}
      onBlur={field.onBlur}
      name={field.name}
      ref={field.ref}
      min={min}
      max={max}
      clampBehavior="none"
      decimalScale={decimalScale}
      error={fieldState.error?.message}
      w={w}
    />
  );
}
