import { useState } from 'react';
import { Button, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
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
import { CategorySelect, VoivodeshipSelect } from '../components/classified-selects';
import { ErrorList } from '../components/error-list';
import { pl } from '../pl';

const empty = { name: '', description: '', category: 0, voivodeship: 0 };
const unknownError = boardText(BoardMessage.unknownError);

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
            <TextInput
              label={pl.nameField}
              required
              maxLength={100}
              {...field('name', { flagOnly: true })}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <CategorySelect
                label={pl.categoryLabel}
                placeholder={pl.chooseCategory}
                {...field('category', { flagOnly: true })}
              />
              <VoivodeshipSelect
                label={pl.voivodeshipLabel}
                placeholder={pl.chooseVoivodeship}
                {...field('voivodeship', { flagOnly: true })}
              />
            </SimpleGrid>
            <Textarea
              label={pl.descriptionField}
              required
              autosize
              minRows={5}
              maxLength={3000}
              {...field('description', { flagOnly: true })}
            />
            <Button type="submit" loading={mutation.isPending}>
              {pl.submit}
            </Button>
          </Stack>
        </form>
      </FormPage>
    </div>
  );
}
