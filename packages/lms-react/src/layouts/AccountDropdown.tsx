import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { pathFor, type AuthUser } from '@lms/core';
import { useLmsNavigation } from '../navigation/useLmsNavigation';
import { usePortalContainer } from '../provider/portal-container';
import { useLmsRuntime } from '../runtime/useLmsRuntime';
import { Avatar } from './Avatar';

/**
 * The signed-in user's menu: profile, purchases, badges (the dashboard's section) and sign out. Loaded on demand: visitors never download the menu
 * code.
 */
export function AccountDropdown({ user }: { user: AuthUser }) {
  const { routes, session } = useLmsRuntime();
  const navigation = useLmsNavigation();
  const container = usePortalContainer();
  const { t } = useTranslation();
  const name = user.name ?? user.email;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="lms-account-trigger" aria-label={t('account.menuFor', { name })}>
        <Avatar user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal container={container}>
        <DropdownMenu.Content className="lms-menu" align="end" sideOffset={6}>
          <DropdownMenu.Label className="lms-menu__label">{name}</DropdownMenu.Label>
          <DropdownMenu.Item
            className="lms-menu__item"
            onSelect={() => navigation.navigate(pathFor(routes, 'profile'))}
          >
            {t('account.profile')}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className="lms-menu__item"
            onSelect={() => navigation.navigate(pathFor(routes, 'student-orders'))}
          >
            {t('account.purchases')}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className="lms-menu__item"
            onSelect={() => navigation.navigate(`${pathFor(routes, 'student-dashboard')}#badges`)}
          >
            {t('account.badges')}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="lms-menu__separator" />
          <DropdownMenu.Item
            className="lms-menu__item"
            onSelect={() => {
              // The session clears local state first, so the landing page renders signed out straight away.
              void session.logout().then(() => navigation.navigate(pathFor(routes, 'landing')));
            }}
          >
            {t('account.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
