import { Text, Title } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';

/** A delivery screen's heading: what the screen does, then which Airwork (number — title). */
export function AirworkHeading(props: { title: string; number?: string | null; name?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Title order={1} fz={{ base: 22, sm: 28 }}>
        {props.title}
      </Title>
      {props.number && (
        <Text>
          {t('schedule.airwork_id')}{' '}
          <Text span ff="monospace" fw={600}>
            {props.number}
          </Text>
          {props.name && ` — ${props.name}`}
        </Text>
      )}
    </>
  );
}
