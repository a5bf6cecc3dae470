import { useEffect, useState } from 'react';
import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type * as Strength from '@airwork/shared/accounts/password-strength';

const LABELS = [
  'password.strength_0',
  'password.strength_1',
  'password.strength_2',
  'password.strength_3',
  'password.strength_4',
] as const;
const COLORS = ['red', 'red', 'yellow', 'teal', 'green'] as const;

/**
 * The estimator and its dictionaries (about a megabyte) load when a meter first shows, in a
 * chunk of their own: Home and the rest of the app never carry them.
 */
function useEstimator(): typeof Strength | undefined {
  const [estimator, setEstimator] = useState<typeof Strength>();
  useEffect(() => {
    let alive = true;
    void import('@airwork/shared/accounts/password-strength').then((m) => {
      m.passwordScore('warm-up'); // builds the matcher now rather than at the first keystroke
      if (alive) setEstimator(m);
    });
    return () => {
      alive = false;
    };
  }, []);
  return estimator;
}

/** How hard the new password is to guess, as the user types (the server refuses below "fair"). */
export function PasswordStrengthMeter(props: { password: string; userInputs?: string[] }) {
  const { t } = useTranslation();
  const estimator = useEstimator();
  if (!props.password || !estimator) return null;
  const score = estimator.passwordScore(props.password, props.userInputs);
  const tooGuessable = score < estimator.MIN_PASSWORD_SCORE;
  return (
    <div>
      <Progress
        value={(score + 1) * 20}
        color={COLORS[score]}
        size="sm"
        aria-label={t('password.strength_label')}
      />
      <Group justify="space-between" mt={4} aria-live="polite">
        <Text size="xs" c="dimmed">
          {t('password.strength', { level: t(LABELS[score]) })}
        </Text>
        {tooGuessable && (
          <Text size="xs" c="red.8">
            {t('password.too_common_hint')}
          </Text>
        )}
      </Group>
    </div>
  );
}
