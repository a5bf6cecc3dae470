import { Button, Grid, Paper, TextInput } from '@mantine/core';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { StorageKey, readItem, writeItem } from '../../../lib/storage';

/**
 * City or postcode and a keyword, remembered locally for the Airwork list (spec section 2).
 * Free text with no rules, read from the form on submit: no form library on Home, whose first
 * load has a budget (docs/decisions.md, "Forms").
 */
export function HeroSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    writeItem(StorageKey.citySearch, text('city'));
    writeItem(StorageKey.keywords, text('keywords'));
    void navigate('/Airwork-list');
  };

  return (
    <Paper
      component="form"
      onSubmit={submit}
      role="search"
      p="sm"
      radius="lg"
      shadow="md"
      maw={760}
    >
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <TextInput
            aria-label={t('hero.location')}
            placeholder={t('hero.location')}
            leftSection={<IconMapPin size={18} aria-hidden />}
            size="md"
            name="city"
            defaultValue={readItem(StorageKey.citySearch) ?? ''}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <TextInput
            aria-label={t('hero.keyword')}
            placeholder={t('hero.keyword')}
            leftSection={<IconSearch size={18} aria-hidden />}
            size="md"
            name="keywords"
            defaultValue={readItem(StorageKey.keywords) ?? ''}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 2 }}>
          <Button type="submit" size="md" fullWidth>
            {t('hero.find')}
          </Button>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
