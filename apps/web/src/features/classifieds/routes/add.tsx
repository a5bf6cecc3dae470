import { useState } from 'react';
import { Button, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useNavigate } from 'react-router';
import {
  classifiedErrors,
  newClassifiedSchema,
} from '@airwork/shared/classifieds/classified.schema';
import { FormPage } from '../../../components/form-page';
import { notifySuccess } from '../../../components/notify';
import { useAddClassified } from '../api/add-classified';
import { CategorySelect, VoivodeshipSelect } from '../components/classified-selects';
import { ErrorList } from '../components/error-list';
import { pl } from '../pl';

/** The add-ad form (spec: /add); the server's checks are the same schema's. */
export function AddClassifiedPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState({ name: '', description: '', category: 0, voivodeship: 0 });
  const [errors, setErrors] = useState<string[]>([]);
  const mutation = useAddClassified();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = newClassifiedSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(classifiedErrors(parsed.error.issues));
      return;
    }
    mutation.mutate(values, {
      onSuccess: (reply) => {
        if (reply.ok) {
          notifySuccess(pl.added);
          void navigate(`/classified/${reply.classified._id}`);
        } else setErrors(reply.errors.length > 0 ? reply.errors : [pl.unknownError]);
      },
      onError: () => setErrors([pl.unknownError]),
    });
  };

  return (
    <div lang="pl">
      <FormPage title={pl.addTitle} subtitle={pl.addSubtitle} size={640}>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <ErrorList title={pl.errorsTitle} errors={errors} />
            <TextInput
              label={pl.nameField}
              required
              maxLength={100}
              value={values.name}
              onChange={(e) => setValues({ ...values, name: e.currentTarget.value })}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <CategorySelect
                label={pl.categoryLabel}
                placeholder={pl.chooseCategory}
                value={values.category}
                onChange={(category) => setValues({ ...values, category })}
              />
              <VoivodeshipSelect
                label={pl.voivodeshipLabel}
                placeholder={pl.chooseVoivodeship}
                value={values.voivodeship}
                onChange={(voivodeship) => setValues({ ...values, voivodeship })}
              />
            </SimpleGrid>
            <Textarea
              label={pl.descriptionField}
              required
              autosize
              minRows={5}
              maxLength={3000}
              value={values.description}
              onChange={(e) => setValues({ ...values, description: e.currentTarget.value })}
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
