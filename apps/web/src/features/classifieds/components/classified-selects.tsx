import { NativeSelect } from '@mantine/core';
import {
  CLASSIFIED_CATEGORIES,
  VOIVODESHIPS,
} from '@airwork/shared/classifieds/classified-constants';

const options = (names: readonly string[], from: number, placeholder?: string) => [
  ...(placeholder ? [{ value: '0', label: placeholder }] : []),
  ...names.map((label, value) => ({ value: String(value), label })).slice(from),
];

/** Category select; `all` offers 0 ("all categories"), otherwise a choice is required. */
export function CategorySelect(props: {
  label: string;
  value: number;
  onChange: (v: number) => void;
  all?: boolean;
  placeholder?: string;
  error?: string;
  id?: string;
}) {
  return (
    <NativeSelect
      id={props.id}
      label={props.label}
      value={String(props.value)}
      error={props.error}
      onChange={(e) => props.onChange(Number(e.currentTarget.value))}
      data={
        props.all
          ? options(CLASSIFIED_CATEGORIES, 0)
          : options(CLASSIFIED_CATEGORIES, 1, props.placeholder)
      }
    />
  );
}

export function VoivodeshipSelect(props: {
  label: string;
  value: number;
  onChange: (v: number) => void;
  all?: boolean;
  placeholder?: string;
  error?: string;
  id?: string;
}) {
  return (
    <NativeSelect
      id={props.id}
      label={props.label}
      value={String(props.value)}
      error={props.error}
      onChange={(e) => props.onChange(Number(e.currentTarget.value))}
      data={props.all ? options(VOIVODESHIPS, 0) : options(VOIVODESHIPS, 1, props.placeholder)}
    />
  );
}
