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
import { SignOutRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { routePath } from '../../domain/routes';
import { logOut } from '../session/authFlow';
import { useSession } from '../session/useSession';
import { layoutMessages } from './messages';

/** The user's name and organisation, and Logout (POST logout, forget token and key). */
export function UserMenu({ className, labelClassName }: { className?: string; labelClassName?: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { user } = useSession();
  const onLogOut = async () => {
    await logOut();
    navigate(routePath('login'), { replace: true });
  };
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          className={className}
          aria-label={
            user ? intl.formatMessage(layoutMessages.userMenuNamed, { name: user.name }) : intl.formatMessage(layoutMessages.userMenu)
          }
          icon={<Avatar name={user?.name} size={24} aria-hidden />}
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
          <MenuItem icon={<SignOutRegular />} onClick={() => void onLogOut()}>
            {intl.formatMessage(layoutMessages.logOut)}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
