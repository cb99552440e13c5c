import {
  Album20Regular,
  Alert20Regular,
  Board20Regular,
  Building20Regular,
  Certificate20Regular,
  Cut20Regular,
  DataTrending20Regular,
  DocumentCheckmark20Regular,
  DocumentText20Regular,
  Mic20Regular,
  Money20Regular,
  MusicNote220Regular,
  PeopleTeam20Regular,
  Person20Regular,
  BuildingBank20Regular,
  PersonCircle20Regular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import type { MenuRouteName } from '../../domain/routes';

/** One icon per sidebar route: a menu route without one is a compile error. */
export const MENU_ICONS: Readonly<Record<MenuRouteName, ReactElement>> = {
  'dashboard-index': <Board20Regular />,
  'library-album-list': <Album20Regular />,
  'library-track-list': <MusicNote220Regular />,
  'library-artist-list': <Person20Regular />,
  'library-recordcompany-list': <Building20Regular />,
  'library-pline-cline-list': <Certificate20Regular />,
  'library-authorization-list': <DocumentCheckmark20Regular />,
  'library-track-clip-list': <Cut20Regular />,
  'library-accompaniment-list': <Mic20Regular />,
  'trend-index': <DataTrending20Regular />,
  'finance-list': <Money20Regular />,
  // an icon the shell already carries (login page budget)
  'finance-verify': <DocumentCheckmark20Regular />,
  'account-subjectInfo': <BuildingBank20Regular />,
  'account-team': <PeopleTeam20Regular />,
  'account-personal': <PersonCircle20Regular />,
  'account-contract-list': <DocumentText20Regular />,
  'account-sysNotification': <Alert20Regular />,
  // the shell's icons are in the login page's budget: staff share the contracts' icon
  'staff-contracts': <DocumentText20Regular />,
  'staff-review': <DocumentCheckmark20Regular />,
  'staff-reports': <DataTrending20Regular />,
  'staff-ddex-import': <DocumentText20Regular />,
  'staff-channels': <DataTrending20Regular />,
  'staff-settlements': <DocumentText20Regular />,
};
