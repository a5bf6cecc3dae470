import { useState } from 'react';
import { Anchor, Group, Text, TextInput } from '@mantine/core';
import { IconFingerprint } from '@tabler/icons-react';
import type { PasskeyOptions } from '@airwork/shared/accounts/passkey.schema';
import { useTranslation } from '../i18n/use-translation';
import { passkeysSupported, signWithPasskey, type GivenFactor } from '../lib/passkeys';

// The second factor a form asks for (issue 45) — a passkey, a code from the app, or a recovery
// code — with links to switch between those the account has. Sign-in, step-up and deleting
// the account share it.

export type FactorMode = 'passkey' | 'code' | 'recovery';

/** The ways this account can answer, best first: a passkey where the browser can use one. */
export function factorModes(kinds: readonly string[]): FactorMode[] {
  const modes: FactorMode[] = [];
  if (kinds.includes('passkey') && passkeysSupported()) modes.push('passkey');
  if (kinds.includes('totp')) modes.push('code');
  modes.push('recovery');
  return modes;
}

/** The mode chosen and what was typed for it; `given` asks the device when it is a passkey. */
export function useSecondFactor(modes: FactorMode[]) {
  const [mode, setMode] = useState<FactorMode>(modes[0] ?? 'code');
  const [value, setValue] = useState('');
  const given = async (options: () => Promise<PasskeyOptions>): Promise<GivenFactor> => {
    if (mode === 'passkey') return { passkeyResponse: await signWithPasskey(await options()) };
    return mode === 'recovery' ? { recoveryCode: value } : { code: value };
  };
  const choose = (next: FactorMode) => {
    setMode(next);
    setValue('');
  };
  return { mode, choose, value, setValue, given, modes };
}

const SWITCH_LABEL = {
  passkey: 'mfa.use_passkey',
  code: 'mfa.use_code',
  recovery: 'mfa.use_recovery',
} as const;

export function SecondFactorField({
  factor,
  autoFocus,
}: {
  factor: ReturnType<typeof useSecondFactor>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const { mode, choose, value, setValue, modes } = factor;
  const [focus] = useState(autoFocus);
  return (
    <>
      {mode === 'passkey' ? (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconFingerprint size={22} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm">{t('mfa.passkey_prompt')}</Text>
        </Group>
      ) : (
        <TextInput
          label={t(mode === 'recovery' ? 'mfa.recovery_code' : 'mfa.code')}
          autoComplete="one-time-code"
          inputMode={mode === 'recovery' ? 'text' : 'numeric'}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          autoFocus={focus}
          data-autofocus={focus || undefined}
        />
      )}
      <Group gap="md">
        {modes
          .filter((m) => m !== mode)
          .map((m) => (
            <Anchor key={m} component="button" type="button" size="sm" onClick={() => choose(m)}>
              {t(SWITCH_LABEL[m])}
            </Anchor>
          ))}
      </Group>
    </>
  );
}
