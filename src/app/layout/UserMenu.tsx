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
import { reportError } from '../../data/errorLog';
import { readUnsentWork } from '../../data/unsentWork';
import { isAdministrator } from '../../domain/roles';
import { routePath } from '../../domain/routes';
import { hasUnsentWork, type UnsentWork } from '../../domain/sync/unsentWork';
import { diagnosticsMessages } from '../../features/diagnostics/messages';
import { logOut } from '../session/authFlow';
import { useSession } from '../session/useSession';
import { LogoutDialog } from './LogoutDialog';
import { layoutMessages } from './messages';

// the panel reads the error log through Dexie: loaded when an administrator opens it
const DiagnosticsDialog = lazy(() =>
  import('../../features/diagnostics/DiagnosticsDialog').then((mod) => ({
    default: mod.DiagnosticsDialog,
  })),
);

/**
 * The user's name and organisation, Diagnostics (administrators), and Logout (POST logout, forget
 * token and key), which first asks when the device still holds unsent edits or requests.
 */
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
  const [unsent, setUnsent] = useState<UnsentWork | null>(null);
  const finishLogOut = async () => {
    setUnsent(null);
    await logOut();
    navigate(routePath('login'), { replace: true });
  };
  const onLogOut = async () => {
    // a device whose database cannot be read has nothing it could send either: log out
    const work = await readUnsentWork().catch((error: unknown) => {
      reportError('logout.unsent', error);
      return null;
    });
    if (work && hasUnsentWork(work)) setUnsent(work);
    else await finishLogOut();
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
      {unsent && (
        <LogoutDialog
          unsent={unsent}
          onStay={() => setUnsent(null)}
          onLogOut={() => void finishLogOut()}
        />
      )}
      {isDiagnosticsOpen && (
        <Suspense fallback={null}>
          <DiagnosticsDialog open onClose={() => setDiagnosticsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
