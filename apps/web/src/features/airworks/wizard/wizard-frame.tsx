import { useEffect } from 'react';
import { Alert, Container, Loader, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { Navigate } from 'react-router';
import { useCurrentUser } from '../../../lib/session';
import { useAirwork } from '../../../lib/airwork-query';
import { firstIncompleteStep, useWizard, type WizardStep } from './use-wizard';
import { draftFromAirwork, readDraft, writeDraft } from './wizard-draft';

const STEP_LABELS = [
  'wizard.step_address',
  'wizard.step_details',
  'wizard.step_payment',
  'wizard.step_done',
] as const;

/** An edit starts from the Airwork as saved, when its owner may still change it. */
function useEditPrefill(editId: number | null, key: string) {
  const user = useCurrentUser();
  const airwork = useAirwork(editId ?? 0);
  const a = airwork.data;
  // The graph decides (the reply's allowedActions): its owner, while no pilot is hired.
  const editable = Boolean(a && user && a.allowedActions.includes('edit'));
  useEffect(() => {
    if (editable && a && !readDraft(key)) writeDraft(key, draftFromAirwork(a));
  }, [editable, a, key]);
  if (editId === null) return 'ready';
  if (airwork.isPending) return 'loading';
  return editable ? 'ready' : 'refused';
}

export function WizardSteps({ step }: { step: WizardStep | 4 }) {
  const { t } = useTranslation();
  return (
    <Stepper active={step} size="sm" allowNextStepsSelect={false} aria-label={t('wizard.progress')}>
      {STEP_LABELS.map((label, i) => (
        <Stepper.Step
          key={label}
          label={
            <Text size="sm" visibleFrom="sm" span>
              {t(label)}
            </Text>
          }
          aria-current={i === step ? 'step' : undefined}
        />
      ))}
    </Stepper>
  );
}

/**
 * One step of the listing wizard: its place in the progress, the edit's prefill, and a guard
 * sending a visitor who skipped ahead (a bookmark, a new tab) to the first unanswered step.
 */
export function WizardFrame({ step, children }: { step: WizardStep; children: React.ReactNode }) {
  const { t } = useTranslation();
  const { editId, key, draft, stepPath } = useWizard();
  const prefill = useEditPrefill(editId, key);
  if (prefill === 'loading' || (editId !== null && prefill === 'ready' && !draft)) {
    return <Loader m="xl" aria-label={t('common.loading')} />;
  }
  if (prefill === 'refused') {
    return (
      <Container size="sm" py="xl">
        <Alert color="orange" title={t('task.not_editable')} />
      </Container>
    );
  }
  const missing = firstIncompleteStep(draft);
  if (missing < step) return <Navigate to={stepPath(missing)} replace />;
  return (
    <Container size="md" py={{ base: 'md', sm: 40 }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <WizardSteps step={step} />
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            <div>
              <Text size="sm" c="dimmed">
                {t('wizard.step_of', { step: step + 1, total: 4 })}
                {editId !== null && ` · ${t('wizard.editing')}`}
              </Text>
              <Title order={1} fz={{ base: 22, sm: 28 }}>
                {t(STEP_LABELS[step])}
              </Title>
            </div>
            {children}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
