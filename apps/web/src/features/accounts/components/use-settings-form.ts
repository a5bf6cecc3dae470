import { useEffect } from 'react';
import { notifyError, notifySuccess } from '../../../components/notify';
import { useSchemaForm, type SchemaFormOptions } from '../../../components/use-schema-form';
import { translateMessage } from '../../../i18n/i18n';
import { messageOf } from '../../../lib/call';
import { useMemberUpdate, type MemberUpdateCall } from '../api/member-updates';

type Values = Record<string, unknown>;

/**
 * A settings form: prefilled from the saved profile once it arrives (unless typing began),
 * checked with its shared schema, sent through the call's entry with the caller's id; the
 * call's success text, or what went wrong, as a toast.
 */
export function useSettingsForm<V extends Values>(
  entry: MemberUpdateCall,
  userId: number,
  options: SchemaFormOptions<V> & { saved: V | undefined; toBody?: (values: V) => Values },
) {
  const update = useMemberUpdate(entry);
  const schemaForm = useSchemaForm<V>({ ...options, firstErrorOnly: true });
  const { form } = schemaForm;
  const { saved } = options;
  // Compared by content: callers derive `saved` from the query's data on every render.
  const savedKey = JSON.stringify(saved ?? null);
  useEffect(() => {
    // Not over what the user typed, nor over the messages a submit showed.
    if (!saved || form.isDirty() || Object.keys(form.errors).length > 0) return;
    form.setValues(saved);
    form.resetDirty();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the saved values change
  }, [savedKey]);
  const submit = schemaForm.onSubmit((values) =>
    update.mutate(
      { userId, ...(options.toBody ? options.toBody(values) : values) },
      {
        onSuccess: (result) => {
          if (result === -1) return notifyError(translateMessage('common.account_not_exists'));
          form.resetDirty();
          notifySuccess(translateMessage(entry.successMessage ?? 'common.success'));
        },
        onError: (err) => notifyError(translateMessage(messageOf(err))),
      },
    ),
  );
  return { ...schemaForm, submit, saving: update.isPending };
}
