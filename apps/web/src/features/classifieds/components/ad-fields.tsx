import { SimpleGrid, TextInput, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldOptions, FieldProps } from '../../../components/use-schema-form';
import { CategorySelect, VoivodeshipSelect } from './classified-selects';

export type AdValues = {
  name: string;
  description: string;
  category: number;
  voivodeship: number;
};

export interface AdFieldLabels {
  name: string;
  nameHint?: ReactNode;
  category: string;
  categoryPlaceholder: string;
  voivodeship: string;
  voivodeshipPlaceholder: string;
  description: string;
}

/**
 * The fields of an ad, shared by the Polish /add form and the translated /post-ads form.
 * Problems are listed above the form, so fields are only marked invalid.
 */
export function AdFields(props: {
  field: (path: keyof AdValues, options?: FieldOptions) => FieldProps;
  labels: AdFieldLabels;
}) {
  const { field, labels } = props;
  return (
    <>
      <TextInput
        label={labels.name}
        description={labels.nameHint}
        required
        maxLength={100}
        {...field('name', { flagOnly: true })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CategorySelect
          label={labels.category}
          placeholder={labels.categoryPlaceholder}
          {...field('category', { flagOnly: true })}
        />
        <VoivodeshipSelect
          label={labels.voivodeship}
          placeholder={labels.voivodeshipPlaceholder}
          {...field('voivodeship', { flagOnly: true })}
        />
      </SimpleGrid>
      <Textarea
        label={labels.description}
        required
        autosize
        minRows={5}
        maxLength={3000}
        {...field('description', { flagOnly: true })}
      />
    </>
  );
}
