import { Button, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { completeOrderRequestSchema } from '@airwork/shared/delivery/delivery.schema';
import { RatingType } from '@airwork/shared/ratings/rating.schema';
import { notifyError, notifySuccess } from '../../../components/notify';
import { useSchemaForm } from '../../../components/use-schema-form';
import { translateMessage } from '../../../i18n/i18n';
import { useCompleteOrder } from '../api/decisions';
import { messageOf } from '../../../lib/call';
import { link } from '../../../lib/paths';

const formSchema = completeOrderRequestSchema.pick({ comments: true });

interface Values extends Record<string, unknown> {
  comments: string;
}

export interface SubmitResultsProps {
  taskId: number;
  clientId: number;
  /** Why Submit cannot be pressed yet, in words; none when it can. */
  blocker?: string;
}

/** The note to the client and Submit: the Airwork is completed, then the pilot rates the client. */
export function SubmitResults({ taskId, clientId, blocker }: SubmitResultsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const complete = useCompleteOrder();
  const { field, onSubmit } = useSchemaForm<Values>({
    schema: formSchema,
    initialValues: { comments: '' },
  });
  const submit = onSubmit((values) =>
    complete.mutate(
      { taskId, comments: values.comments },
      {
        onSuccess: () => {
          notifySuccess(t('upload.submitted'));
          void navigate(link.rating(taskId, clientId, RatingType.ofClient));
        },
        onError: (err) => notifyError(translateMessage(messageOf(err))),
      },
    ),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <Textarea
          label={t('upload.note')}
          description={t('upload.note_hint')}
          autosize
          minRows={3}
          {...field('comments')}
        />
        {blocker && (
          <Text size="sm" c="dimmed" id="submit-blocker">
            {blocker}
          </Text>
        )}
        <Button
          type="submit"
          loading={complete.isPending}
          disabled={blocker !== undefined}
          aria-describedby={blocker ? 'submit-blocker' : undefined}
          style={{ alignSelf: 'flex-end' }}
        >
          {t('upload.submit')}
        </Button>
      </Stack>
    </form>
  );
}
