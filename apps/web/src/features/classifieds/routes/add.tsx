import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { BoardMessage, boardText } from '@airwork/shared/classifieds/classified-messages';
import {
  newClassifiedSchema,
  type NewClassified,
} from '@airwork/shared/classifieds/classified.schema';
import { FormPage } from '../../../components/form-page';
import { notifySuccess } from '../../../components/notify';
import { useSchemaForm } from '../../../components/use-schema-form';
import { useAddClassified } from '../api/add-classified';
import { AdFields } from '../components/ad-fields';
import { ErrorList } from '../components/error-list';
import { pl } from '../pl';

const empty = { name: '', description: '', category: 0, voivodeship: 0 };
const unknownError = boardText(BoardMessage.unknownError);
const LABELS = {
  name: pl.nameField,
  category: pl.categoryLabel,
  categoryPlaceholder: pl.chooseCategory,
  voivodeship: pl.voivodeshipLabel,
  voivodeshipPlaceholder: pl.chooseVoivodeship,
  description: pl.descriptionField,
};

/** The add-ad form (spec: /add); the server's checks are the same schema's. */
export function AddClassifiedPage() {
  const navigate = useNavigate();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const mutation = useAddClassified();
  // The board lists every problem at once, in Polish, above the form.
  const { field, onSubmit, messages } = useSchemaForm({
    schema: newClassifiedSchema,
    initialValues: empty,
    translate: boardText,
  });

  const send = (values: NewClassified) => {
    setServerErrors([]);
    mutation.mutate(values, {
      onSuccess: (reply) => {
        if (!reply.ok) {
          const errors = reply.errors.length > 0 ? reply.errors : [unknownError];
          return setServerErrors(errors);
        }
        notifySuccess(pl.added);
        void navigate(`/classified/${reply.classified._id}`);
      },
      onError: () => setServerErrors([unknownError]),
    });
  };

  return (
    <div lang="pl">
      <FormPage title={pl.addTitle} subtitle={pl.addSubtitle} size={640}>
        <form onSubmit={onSubmit(send, () => setServerErrors([]))} noValidate>
          <Stack gap="sm">
            <ErrorList title={pl.errorsTitle} errors={[...messages(), ...serverErrors]} />
            <AdFields field={field} labels={LABELS} />
            <Button type="submit" loading={mutation.isPending}>
              {pl.submit}
            </Button>
          </Stack>
        </form>
      </FormPage>
    </div>
  );
}
