import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/zh-cn';
import {
  Alert,
  Button,
  Container,
  Group,
  Indicator,
  List,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AirworkHeading } from '../../../components/airwork-heading';
import type { Airwork } from '@airwork/shared/airworks/airwork.schema';
import type { ScheduleEntry } from '@airwork/shared/delivery/delivery.schema';
import { notifyError } from '../../../components/notify';
import { translateMessage } from '../../../i18n/i18n';
import { useAirwork } from '../../../lib/airwork-query';
import { formatDay } from '../../../lib/format';
import { latestCanadianDay } from '@airwork/shared/delivery/calendar-day';
import { useAddSchedule, useSchedules } from '../api/schedule';
import { FlightDay } from '../components/flight-day';
import { messageOf } from '../../../lib/call';
import { link, readQuery } from '../../../lib/paths';

/** The pilot's flight days as a labelled list (the calendar marks the same days). */
function ScheduleList({ entries }: { entries: ScheduleEntry[] }) {
  const { t, i18n } = useTranslation();
  if (entries.length === 0) return <Text c="dimmed">{t('schedule.none_yet')}</Text>;
  return (
    <List size="sm" spacing={4} aria-label={t('schedule.my_days')}>
      {entries.map((e) => (
        <List.Item key={e.tasksId}>
          <strong>{formatDay(e.schedule, i18n.language)}</strong> — {e.taskNumber} {e.taskTitle}
        </List.Item>
      ))}
    </List>
  );
}

function useSave(id: number, number: string) {
  const navigate = useNavigate();
  const add = useAddSchedule();
  const save = (day: string) =>
    add.mutate(
      { tasksId: id, schedule: day },
      {
        onSuccess: () => {
          void navigate(link.scheduleConfirm(number, day, id));
        },
        onError: (err) => notifyError(translateMessage(messageOf(err))),
      },
    );
  return { save, pending: add.isPending };
}

function DayPicker(props: {
  day: string | null;
  onChange: (day: string | null) => void;
  busy: Map<string, ScheduleEntry[]>;
}) {
  const { t, i18n } = useTranslation();
  const label = (d: string) => formatDay(d, i18n.language, true);
  return (
    <DatePicker
      value={props.day}
      onChange={props.onChange}
      minDate={latestCanadianDay()}
      // Mantine's red weekend numbers fail AA contrast; flights happen any day anyway.
      weekendDays={[]}
      // Its days of the months either side are grey at half opacity, below AA, and stay so
      // when chosen (global.css): the last days of a month are often a flight day's neighbours.
      classNames={{ day: 'flight-day' }}
      locale={i18n.language === 'zh' ? 'zh-cn' : 'en'}
      ariaLabels={{
        previousMonth: t('schedule.previous_month'),
        nextMonth: t('schedule.next_month'),
        monthLevelControl: t('schedule.choose_month'),
      }}
      getDayAriaLabel={(d) =>
        props.busy.has(d) ? `${label(d)} — ${t('schedule.busy')}` : label(d)
      }
      renderDay={(d) => (
        <Indicator size={6} color="orange" offset={-2} disabled={!props.busy.has(d)}>
          <div>{Number(d.slice(8, 10))}</div>
        </Indicator>
      )}
    />
  );
}

/**
 * The chosen day: the forecast's verdict, and a warning when another flight is that day or the
 * day is after the one the client needs the work by (issue 23).
 */
function ChosenDay(props: { day: string; airwork: Airwork; others: string[] }) {
  const { t, i18n } = useTranslation();
  const a = props.airwork;
  return (
    <Stack gap="xs" aria-live="polite">
      <Title order={2} fz="md">
        {t('schedule.forecast_for', { day: formatDay(props.day, i18n.language, true) })}
      </Title>
      <FlightDay
        site={{ latitude: a.latitude, longitude: a.longitude }}
        day={props.day}
        conditions={a.conditions.split(',').map(Number).filter(Boolean)}
      />
      {props.others.length > 0 && (
        <Alert color="yellow">{t('schedule.same_day', { numbers: props.others.join(', ') })}</Alert>
      )}
      {a.neededBy && props.day > a.neededBy && (
        <Alert color="yellow" data-testid="after-needed-by">
          {t('schedule.after_needed_by', { day: formatDay(a.neededBy, i18n.language, true) })}
        </Alert>
      )}
    </Stack>
  );
}

/** Setup-schedule: the pilot's calendar, a day chosen against the forecast, then saved. */
export function SetupSchedulePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = readQuery(params);
  const id = query.id();
  const number = query.number();
  const airwork = useAirwork(id);
  const entries = useSchedules().data ?? [];
  const [day, setDay] = useState<string | null>(null);
  const { save, pending } = useSave(id, number);
  const byDay = new Map<string, ScheduleEntry[]>();
  for (const e of entries) byDay.set(e.schedule, [...(byDay.get(e.schedule) ?? []), e]);
  const others = day ? (byDay.get(day) ?? []).filter((e) => e.tasksId !== id) : [];
  const a = airwork.data;
  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <AirworkHeading title={t('schedule.setup_title')} number={number} name={a?.title} />
          <Group align="flex-start" gap="xl">
            <DayPicker day={day} onChange={setDay} busy={byDay} />
            <Stack gap="sm" style={{ flex: 1, minWidth: 240 }}>
              <Title order={2} fz="md">
                {t('schedule.my_days')}
              </Title>
              <ScheduleList entries={entries} />
            </Stack>
          </Group>
          {day && a && <ChosenDay day={day} airwork={a} others={others.map((e) => e.taskNumber)} />}
          <Group justify="flex-end">
            <Button component={Link} to={link.schedulePrepare(id, number)} variant="default">
              {t('schedule.back')}
            </Button>
            <Button disabled={!day} loading={pending} onClick={() => day && save(day)}>
              {t('schedule.next')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
