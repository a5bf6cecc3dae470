import { Alert } from '@mantine/core';

/** A form's one error message, announced to screen readers. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert" variant="light">
      {message}
    </Alert>
  );
}
