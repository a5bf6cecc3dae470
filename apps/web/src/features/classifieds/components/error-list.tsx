import { Alert, List } from '@mantine/core';

/** The list of messages the board answers with (spec section 8: "server error arrays are listed"). */
export function ErrorList({ title, errors }: { title: string; errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <Alert color="red" title={title} role="alert" variant="light">
      <List size="sm">
        {errors.map((e) => (
          <List.Item key={e}>{e}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
