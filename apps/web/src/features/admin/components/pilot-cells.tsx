import { Text } from '@mantine/core';
import type { PilotRow } from '@airwork/shared/pilots/admin.schema';

// Cells both admin pilot lists show (components/paged-table.tsx).

export const fullName = (r: PilotRow) => `${r.first_name} ${r.last_name}`.trim();

export const PilotName = ({ item }: { item: PilotRow }) => fullName(item);

export function PilotNumber({ item }: { item: PilotRow }) {
  return (
    <Text span ff="monospace" inherit>
      {item.user_numbers}
    </Text>
  );
}
