import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../components/notify';
import { useSchemaForm, type SchemaFormOptions } from '../../../components/use-schema-form';
import { translateMessage } from '../../../i18n/i18n';
import { useMemberUpdate } from '../api/member-updates';

type Values = Record<string, unknown>;

/**
 * A settings form: prefilled from the saved profile once it arrives (unless typing began),
 * checked with its shared schema, sent to `path` with the caller's id; the spec's success text
 * or the server's message as a toast.
 */
export function useSettingsForm<V extends Values>(
  path: string,
  userId: number,
  options: SchemaFormOptions<V> & { saved: V | undefined; toBody?: (values: V) => Values },
) {
  const { t } = useTranslation();
  const update = useMemberUpdate<Values>(path);
  const schemaForm = useSchemaForm<V>({ ...options, firstErrorOnly: true });
  const { form } = schemaForm;
  const { saved } = options;
  // Compared by content: callers derive `saved` from the query's data on every render.
  const savedKey = JSON.stringify(saved ?? null);
  useEffect(() => {
    if (!saved || form.isDirty()) return;
    form.setValues(saved);
    form.resetDirty();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the saved values change
  }, [savedKey]);
  const submit = schemaForm.onSubmit((values) =>
    update.mutate(
      { userId, ...(options.toBody ? options.toBody(values) : values) },
      {
        onSuccess: (reply) => {
          if (reply.code !== 200 || reply.result === -1) {
            return notifyError(translateMessage(reply.message));
          }
          form.resetDirty();
          notifySuccess(translateMessage(reply.message));
        },
        onError: () => notifyError(t('common.unknow_error')),
      },
    ),
  );
  return { ...schemaForm, submit, saving: update.isPending };
}
