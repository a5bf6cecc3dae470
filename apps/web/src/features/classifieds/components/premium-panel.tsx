import { Button, Card, Group, Paper, Progress, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { PREMIUM_OPTIONS } from '@airwork/shared/classifieds/classified-constants';
import type { FieldProps } from '../../../components/use-schema-form';

const PREMIUM_KEYS = [
  'postads.premium_regular',
  'postads.premium_urgent',
  'postads.premium_top',
  'postads.premium_top_urgent',
] as const;

/** Premium placement with its price, the total, and the submit button with upload progress. */
export function PremiumPanel(props: {
  premium: FieldProps;
  progress: number | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const chosen = PREMIUM_OPTIONS[Number(props.premium.value) as 0 | 1 | 2 | 3];
  return (
    <Paper withBorder p="lg" radius="lg">
      <Stack gap="sm">
        <Radio.Group
          label={t('postads.premium')}
          value={String(props.premium.value)}
          onChange={(v) => (props.premium.onChange as (value: number) => void)(Number(v))}
        >
          <Stack gap="xs" mt="xs">
            {PREMIUM_OPTIONS.map((o) => (
              <Card key={o.value} withBorder padding="sm" radius="md">
                <Group justify="space-between" wrap="nowrap">
                  <Radio value={String(o.value)} label={t(PREMIUM_KEYS[o.value])} />
                  <Text fw={700}>${o.price}</Text>
                </Group>
              </Card>
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="space-between">
          <Text fw={600}>{t('postads.total')}</Text>
          <Text fw={800} fz="xl">
            ${chosen.price}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t('postads.no_charge')}
        </Text>
        {props.progress !== undefined && (
          <Progress value={props.progress} aria-label={t('postads.uploading')} />
        )}
        <Button type="submit" loading={props.busy} fullWidth>
          {t('postads.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
