import { useRef, useState } from 'react';
import { Button, Group, MultiSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { addressStepSchema, type Place } from '@airwork/shared/airworks/airwork.schema';
import { placeAtCall } from '@airwork/shared/airworks/airwork.calls';
import { call } from '../../../lib/call';
import { LazyPlaceMap } from '../../../components/lazy-place-map';
import { useSchemaForm } from '../../../components/use-schema-form';
import { useCategories } from '../../../lib/categories';
import { useWizard } from '../wizard/use-wizard';
import { PlaceSearch } from '../../../components/place-search';
import { WizardFrame } from '../wizard/wizard-frame';
import { emptyDraft, type WizardDraft } from '../wizard/wizard-draft';

interface AddressValues extends Record<string, unknown> {
  categoriesIds: string[];
  address: string;
  city: string;
  province: string;
  latitude: number | '';
  longitude: number | '';
}

const valuesOf = (d: WizardDraft): AddressValues => ({
  categoriesIds: d.categoriesIds,
  address: d.place?.address ?? '',
  city: d.place?.city ?? '',
  province: d.place?.province ?? '',
  latitude: d.place?.latitude ?? '',
  longitude: d.place?.longitude ?? '',
});

const placeOf = (v: AddressValues): WizardDraft['place'] =>
  v.latitude === '' || v.longitude === ''
    ? null
    : {
        address: v.address,
        city: v.city,
        province: v.province,
        latitude: v.latitude,
        longitude: v.longitude,
      };

function useAddressForm() {
  const navigate = useNavigate();
  const wizard = useWizard();
  const { update, stepPath } = wizard;
  const current = wizard.draft ?? emptyDraft();
  const schemaForm = useSchemaForm<AddressValues>({
    schema: addressStepSchema,
    initialValues: valuesOf(current),
    firstErrorOnly: true,
    onValuesChange: (v) => update({ categoriesIds: v.categoriesIds, place: placeOf(v) }),
  });
  const { form } = schemaForm;
  const movePin = useMovePin(form);
  const pick = (place: Place) => {
    movePin.forget();
    form.setValues({
      // A street address from the geocoder fills the field; a city keeps what was typed.
      address: place.name !== place.city ? place.name : form.values.address,
      city: place.city,
      province: place.province,
      latitude: place.latitude,
      longitude: place.longitude,
    });
    form.clearErrors();
  };
  const submit = schemaForm.onSubmit(() => void navigate(stepPath(1)));
  return { ...schemaForm, current, update, pick, submit, movePin };
}

type AddressForm = ReturnType<typeof useSchemaForm<AddressValues>>['form'];

/**
 * The pin moved by hand (dragged, clicked or moved by keys): the site is where it is, and when
 * that is another town, the city follows (issue 46) — a pin dragged from Toronto to a site in
 * Mississauga must not post a Mississauga job as Toronto's. Only the latest drop's answer counts;
 * a lookup that fails keeps the city as it was.
 */
function useMovePin(form: AddressForm) {
  const { i18n } = useTranslation();
  const [moved, setMoved] = useState<string | null>(null);
  const latest = useRef(0);
  const move = ({ latitude, longitude }: { latitude: number; longitude: number }) => {
    form.setValues({ latitude, longitude });
    const asked = ++latest.current;
    call(placeAtCall, { latitude, longitude, languagesId: i18n.language === 'zh' ? 2 : 1 })
      .then((place) => {
        if (asked !== latest.current || !place) return;
        const v = form.getValues();
        if (place.city === v.city && place.province === v.province) return;
        form.setValues({ city: place.city, province: place.province });
        setMoved(`${place.city}, ${place.province}`);
      })
      .catch(() => undefined);
  };
  // A place chosen from the search is named by itself; a later answer for a pin is stale.
  const forget = () => {
    latest.current += 1;
    setMoved(null);
  };
  return { move, moved, forget };
}

/** The chosen place's problem (none chosen, outside Canada), shown under the search box. */
function placeErrorOf(field: ReturnType<typeof useAddressForm>['field']): string | undefined {
  return ['city', 'province', 'latitude', 'longitude']
    .map((path): unknown => field(path).error)
    .find((e): e is string => typeof e === 'string');
}

function AddressFields({ state }: { state: ReturnType<typeof useAddressForm> }) {
  const { t, i18n } = useTranslation();
  const categories = useCategories(i18n.language).data ?? [];
  const { form, field, current, update, pick, movePin } = state;
  const v = form.values;
  return (
    <div>
      <MultiSelect
        label={t('wizard.categories')}
        placeholder={v.categoriesIds.length ? undefined : t('wizard.categories_placeholder')}
        data={categories.map((c) => ({ value: String(c.id), label: c.categoriesName }))}
        withAsterisk
        searchable
        hidePickedOptions
        mb="md"
        {...field('categoriesIds')}
      />
      <PlaceSearch
        value={current.query}
        onChange={(query) => update({ query })}
        onPlace={pick}
        noMatch={t('wizard.no_match')}
        error={placeErrorOf(field)}
      />
      <TextInput
        mt="md"
        label={t('wizard.street')}
        description={t('wizard.street_hint')}
        withAsterisk
        autoComplete="street-address"
        {...field('address')}
      />
      {v.city && (
        <TextInput
          mt="md"
          label={t('wizard.city')}
          value={`${v.city}, ${v.province}`}
          readOnly
          variant="filled"
        />
      )}
      <Text size="sm" c="dimmed" mt={4} aria-live="polite" data-testid="pin-moved">
        {movePin.moved && t('wizard.pin_moved_town', { place: movePin.moved })}
      </Text>
    </div>
  );
}

function AddressForm() {
  const { t } = useTranslation();
  const state = useAddressForm();
  const { form, submit } = state;
  const v = form.values;
  const point =
    v.latitude === '' || v.longitude === ''
      ? null
      : { latitude: v.latitude, longitude: v.longitude };
  return (
    <form noValidate onSubmit={submit}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <AddressFields state={state} />
        <LazyPlaceMap
          point={point}
          height={340}
          label={t('wizard.map_label')}
          pinLabel={t('wizard.pin_label')}
          onPick={state.movePin.move}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="xl">
        <Button type="submit" size="md">
          {t('wizard.next')}
        </Button>
      </Group>
    </form>
  );
}

/** Step 1 of the listing wizard: categories, the address in Canada and its place on a map. */
export function ChooseAddressPage() {
  return (
    <WizardFrame step={0}>
      <AddressForm />
    </WizardFrame>
  );
}
