import { defineMessages, type NoMessageValues } from 'react-intl';

export const layoutMessages = defineMessages<{
  home: NoMessageValues;
  manage: NoMessageValues;
  help: NoMessageValues;
  unread: { count: number };
  userMenu: NoMessageValues;
  userMenuNamed: { name: string };
  logOut: NoMessageValues;
  sidebar: NoMessageValues;
  showMenu: NoMessageValues;
  hideMenu: NoMessageValues;
  breadcrumbs: NoMessageValues;
  skipToContent: NoMessageValues;
  groupLibrary: NoMessageValues;
  groupTrend: NoMessageValues;
  groupFinance: NoMessageValues;
  groupAccount: NoMessageValues;
  groupStaff: NoMessageValues;
}>({
  home: {
    id: 'layout.nav.home',
    defaultMessage: 'Home',
    description: 'Top bar link to the landing page',
  },
  manage: {
    id: 'layout.nav.manage',
    defaultMessage: 'Manage',
    description: 'Top bar link to the dashboard',
  },
  help: {
    id: 'layout.nav.help',
    defaultMessage: 'Help',
    description: 'Top bar link to the help pages',
  },
  unread: {
    id: 'layout.unread',
    defaultMessage:
      'System notifications, {count, plural, =0 {no unread messages} one {# unread message} other {# unread messages}}',
    description: 'Accessible name of the unread message count link in the top bar',
  },
  userMenu: {
    id: 'layout.userMenu',
    defaultMessage: 'User menu',
    description: 'Accessible name of the user menu button',
  },
  userMenuNamed: {
    id: 'layout.userMenuNamed',
    defaultMessage: 'User menu: {name}',
    description: 'Accessible name of the user menu button; holds the visible user name',
  },
  logOut: {
    id: 'layout.logOut',
    defaultMessage: 'Log out',
    description: 'User menu item that ends the session',
  },
  sidebar: {
    id: 'layout.sidebar',
    defaultMessage: 'Main menu',
    description: 'Accessible name of the sidebar navigation',
  },
  showMenu: {
    id: 'layout.showMenu',
    defaultMessage: 'Show menu',
    description: 'Button that opens the sidebar',
  },
  hideMenu: {
    id: 'layout.hideMenu',
    defaultMessage: 'Hide menu',
    description: 'Button that collapses the sidebar',
  },
  breadcrumbs: {
    id: 'layout.breadcrumbs',
    defaultMessage: 'Breadcrumbs',
    description: 'Accessible name of the breadcrumb trail',
  },
  skipToContent: {
    id: 'layout.skipToContent',
    defaultMessage: 'Skip to main content',
    description: 'Keyboard skip link at the top of every page',
  },
  groupLibrary: {
    id: 'layout.group.library',
    defaultMessage: 'Music library',
    description: 'Sidebar group heading',
  },
  groupTrend: {
    id: 'layout.group.trend',
    defaultMessage: 'Trends',
    description: 'Sidebar group heading',
  },
  groupFinance: {
    id: 'layout.group.finance',
    defaultMessage: 'Finance',
    description: 'Sidebar group heading',
  },
  groupAccount: {
    id: 'layout.group.account',
    defaultMessage: 'Account',
    description: 'Sidebar group heading',
  },
  groupStaff: {
    id: 'layout.group.staff',
    defaultMessage: 'Back office',
    description: "Sidebar group heading of the back office's screens (staff only)",
  },
});
