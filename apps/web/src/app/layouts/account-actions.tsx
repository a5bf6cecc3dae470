import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { homeRouteForRole, Role } from '@airwork/shared/accounts/account-constants';
import { link } from '../../lib/paths';
import { useCurrentUser } from '../../lib/session';

const loadLoginMenu = () => import('./login-menu');
const LoginMenu = lazy(() => loadLoginMenu().then((m) => ({ default: m.LoginMenu })));

/** "Log in" until it is used: then the real dropdown loads and opens in its place. */
function LoginButton({ go, stacked }: { go: (to: string) => void; stacked?: boolean }) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const plain = (
    <Button
      variant="default"
      fullWidth={stacked}
      aria-haspopup="menu"
      loading={wanted}
      onMouseEnter={() => void loadLoginMenu()}
      onFocus={() => void loadLoginMenu()}
      onClick={() => setWanted(true)}
    >
      {t('header.log_in')}
    </Button>
  );
  if (!wanted) return plain;
  return (
    <Suspense fallback={plain}>
      <LoginMenu go={go} stacked={stacked} />
    </Suspense>
  );
}

/**
 * My Account when signed in; otherwise Log in (Client / Pilot) and Join for FREE. "Post an
 * Airwork" is the primary action for clients and visitors (issue 23): a visitor signs up as a
 * client first.
 */
export function AccountActions({ onDone, stacked }: { onDone?: () => void; stacked?: boolean }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const go = (to: string) => {
    onDone?.();
    void navigate(to);
  };
  const post = (to: string) => (
    <Button onClick={() => go(to)} fullWidth={stacked}>
      {t('header.post_airwork')}
    </Button>
  );
  if (user) {
    const client = user.role_id !== Role.pilot && user.role_id !== Role.admin;
    return (
      <>
        {client && post('/choose-address')}
        <Button
          variant={client ? 'default' : 'filled'}
          onClick={() => go(homeRouteForRole(user.role_id))}
          fullWidth={stacked}
        >
          {t('header.my_account')}
        </Button>
      </>
    );
  }
  return (
    <>
      <LoginButton go={go} stacked={stacked} />
      <Button variant="default" onClick={() => go('/sign-up-as')} fullWidth={stacked}>
        {t('header.join_free')}
      </Button>
      {post(link.register(Role.client))}
    </>
  );
}
