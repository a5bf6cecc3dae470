import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Airwork } from '@airwork/shared/airworks/airwork.schema';
import { mayDo } from '@airwork/shared/airworks/airwork-viewers';
import { latestCanadianDay } from '@airwork/shared/delivery/calendar-day';
import {
  ApplicationStatus,
  PROPOSAL_NOTE_MAX,
  proposalFormSchema,
} from '@airwork/shared/hiring/application.schema';
import { amountToCents, centsToAmount } from '@airwork/shared/money';
import { taxBreakdown } from '@airwork/shared/payments/tax';
import { pilotShare } from '@airwork/shared/ledger/pilot-share';
import { useClientConfig } from '../../../lib/client-config';
import { ClientCard } from '../../../components/client-card';
import { notifyError } from '../../../components/notify';
import { useSchemaForm } from '../../../components/use-schema-form';
import { translateMessage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { useAirwork } from '../../../lib/airwork-query';
import { messageOf } from '../../../lib/call';
import { formatCad } from '../../../lib/format';
import { link, readQuery } from '../../../lib/paths';
import { useApply } from '../api/apply';

/** A price or a day needs little room; its words may take the line. */
const FIELD_WIDTH = { wrapper: { maxWidth: 260 } };

interface Values extends Record<string, unknown> {
  note: string;
  price: string;
  earliestDate: string;
}

/** What the pilot receives of a price the client pays (tax in), as the price is typed. */
function PriceHint({ airwork: a, price }: { airwork: Airwork; price: string }) {
  const { t, i18n } = useTranslation();
  const fee = useClientConfig().data?.feeBasisPoints ?? 0;
  const cents = amountToCents(price.trim());
  const estimate = formatCad(a.salary, i18n.language);
  if (cents === undefined || cents <= 0) return t('apply_screen.price_estimate', { estimate });
  const tax = taxBreakdown(cents, a.province);
  // The pilot's share: the price before tax, less Airwork's fee when there is one (issue 48).
  return t(fee > 0 ? 'apply_screen.price_receive_fee' : 'apply_screen.price_receive', {
    estimate,
    receive: formatCad(centsToAmount(pilotShare(cents, a.province, fee).pilotCents), i18n.language),
    tax: tax.label,
    fee: `${fee / 100}%`,
  });
}

/** Sends the proposal; on to Confirm-apply-Airwork once it is in. */
function useSendProposal(taskId: number) {
  const navigate = useNavigate();
  const apply = useApply();
  const send = (v: Values) =>
    apply.mutate(
      {
        taskId,
        note: v.note,
        price: v.price.trim(),
        ...(v.earliestDate !== '' && { earliestDate: v.earliestDate }),
      },
      {
        onSuccess: (applied) => void navigate(link.confirmApply(applied.tasksId, applied.title)),
        onError: (err) => notifyError(translateMessage(messageOf(err))),
      },
    );
  return { send, busy: apply.isPending };
}

function ProposalForm({ airwork: a }: { airwork: Airwork }) {
  const { t } = useTranslation();
  const proposal = useSendProposal(a.id);
  const { form, field, onSubmit } = useSchemaForm<Values>({
    schema: proposalFormSchema,
    initialValues: { note: '', price: String(a.salary), earliestDate: '' },
  });
  return (
    <form noValidate onSubmit={onSubmit(proposal.send)}>
      <Stack gap="md">
        <Textarea
          label={t('apply_screen.note')}
          description={t('apply_screen.note_hint', {
            count: form.values.note.length,
            max: PROPOSAL_NOTE_MAX.toLocaleString(),
          })}
          required
          autosize
          minRows={5}
          maxLength={PROPOSAL_NOTE_MAX}
          {...field('note')}
        />
        <TextInput
          label={t('apply_screen.price')}
          description={<PriceHint airwork={a} price={form.values.price} />}
          inputMode="decimal"
          leftSection="$"
          styles={FIELD_WIDTH}
          {...field('price')}
        />
        <TextInput
          type="date"
          label={t('apply_screen.earliest')}
          description={t('apply_screen.earliest_hint')}
          min={latestCanadianDay()}
          styles={FIELD_WIDTH}
          {...field('earliestDate')}
        />
        <Group justify="flex-end">
          <Button component={Link} to={link.airworkDetails(a.id)} variant="default">
            {t('apply_screen.back')}
          </Button>
          <Button type="submit" loading={proposal.busy}>
            {t('apply_screen.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Why the pilot cannot apply here any more, or null when they can. */
function closedReason(a: Airwork): 'apply.not_open' | 'apply.already' | null {
  if (!mayDo('apply', a.state)) return 'apply.not_open';
  const again = a.myApplication === null || a.myApplication === ApplicationStatus.withdrawn;
  return again ? null : 'apply.already';
}

/** Apply-Airwork (issue 23; query Id): the pilot's proposal — a note, a price, a day. */
export function ApplyAirworkPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = readQuery(params).id();
  const airwork = useAirwork(id);
  if (airwork.isPending && id > 0) return <Loader m="xl" aria-label={t('common.loading')} />;
  const a = airwork.data;
  const closed = a ? closedReason(a) : null;
  return (
    <Container size="sm" py={{ base: 'md', sm: 40 }} px={{ base: 'xs', sm: 'md' }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            {t('apply_screen.title')}
          </Title>
          {!a && <Alert color="gray" title={t('task.not_found')} />}
          {a && (
            <Stack gap={2}>
              <Anchor component={Link} to={link.airworkDetails(a.id)} fw={700}>
                {a.title}
              </Anchor>
              <Text size="sm" c="dimmed">
                {t('airwork.mission')} {a.tasksId} · {a.city}, {a.province}
              </Text>
            </Stack>
          )}
          {a && <ClientCard clientId={a.userId} />}
          {a && closed && <Alert color="gray">{t(closed)}</Alert>}
          {a && !closed && (
            <>
              <Text size="sm">{t('apply_screen.intro')}</Text>
              <ProposalForm airwork={a} />
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
