import { NativeSelect } from '@mantine/core';
import {
  CLASSIFIED_CATEGORIES,
  VOIVODESHIPS,
} from '@airwork/shared/classifieds/classified-constants';

interface BoardSelectProps {
  label: string;
  value?: number;
  onChange: (v: number) => void;
  /** Offer entry 0 ("all"), for searches; otherwise a real choice is required. */
  all?: boolean;
  /** Shown as entry 0 when `all` is off. */
  placeholder?: string;
  error?: string | boolean;
}

function BoardSelect({ names, ...p }: BoardSelectProps & { names: readonly string[] }) {
  const entries = names.map((label, value) => ({ value: String(value), label }));
  const data = p.all ? entries : [{ value: '0', label: p.placeholder ?? '' }, ...entries.slice(1)];
  return (
    <NativeSelect
      label={p.label}
      value={String(p.value ?? 0)}
      error={p.error}
      onChange={(e) => p.onChange(Number(e.currentTarget.value))}
      data={data}
    />
  );
}

export const CategorySelect = (p: BoardSelectProps) => (
  <BoardSelect names={CLASSIFIED_CATEGORIES} {...p} />
);
export const VoivodeshipSelect = (p: BoardSelectProps) => (
  <BoardSelect names={VOIVODESHIPS} {...p} />
);
