import {
  Avatar,
  Button,
  Menu,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { BugRegular, SignOutRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { isAdministrator } from '../../domain/roles';
import { routePath } from '../../domain/routes';
import { diagnosticsMessages } from '../../features/diagnostics/messages';
import { logOut } from '../session/authFlow';
import { useSession } from '../session/useSession';
import { layoutMessages } from './messages';

// the panel reads the error log through Dexie: loaded when an administrator opens it
const DiagnosticsDialog = lazy(() =>
  import('../../features/diagnostics/DiagnosticsDialog').then((mod) => ({
    default: mod.DiagnosticsDialog,
  })),
);

/** The user's name and organisation, Diagnostics (administrators), and Logout (POST logout, forget token and key). */
export function UserMenu({
  className,
  labelClassName,
}: {
  className?: string;
  labelClassName?: string;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { user } = useSession();
  const [isDiagnosticsOpen, setDiagnosticsOpen] = useState(false);
  const onLogOut = async () => {
    await logOut();
    navigate(routePath('login'), { replace: true });
  };
  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button
            appearance="subtle"
            className={className}
            aria-label={
              user
                ? intl.formatMessage(layoutMessages.userMenuNamed, { name: user.name })
                : intl.formatMessage(layoutMessages.userMenu)
            }
            // the person icon, not the initials: an initial is visible text missing from the label
            // (axe label-content-name-mismatch), the label naming the menu and the user
            icon={<Avatar name={user?.name} initials={null} size={24} aria-hidden />}
          >
            <span className={labelClassName}>{user?.name}</span>
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {user && (
              <MenuGroup>
                <MenuGroupHeader>{user.organisationName}</MenuGroupHeader>
              </MenuGroup>
            )}
            {isAdministrator(user?.roles) && (
              <MenuItem icon={<BugRegular />} onClick={() => setDiagnosticsOpen(true)}>
                {intl.formatMessage(diagnosticsMessages.menuItem)}
              </MenuItem>
            )}
            <MenuItem icon={<SignOutRegular />} onClick={() => void onLogOut()}>
              {intl.formatMessage(layoutMessages.logOut)}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      {isDiagnosticsOpen && (
        <Suspense fallback={null}>
          <DiagnosticsDialog open onClose={() => setDiagnosticsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
