// Localized title of every route: used for document.title, breadcrumbs and the sidebar.
// Keyed by route name (routes.ts): a route without a title is a compile error.
import { defineMessages, type MessageDescriptor, type NoMessageValues } from 'react-intl';
import type { RouteName } from '../../domain/routes';

const D = 'Title of a portal screen, shown in the browser tab, the sidebar and breadcrumbs';

export const routeTitles: Readonly<Record<RouteName, MessageDescriptor>> = defineMessages({
  login: { id: 'route.login', defaultMessage: 'Log in', description: D },
  home: { id: 'route.home', defaultMessage: 'Home', description: D },
  contact_us: { id: 'route.contact_us', defaultMessage: 'Contact us', description: D },
  autoLogin: { id: 'route.autoLogin', defaultMessage: 'Automatic login', description: D },
  forgotPwd: { id: 'route.forgotPwd', defaultMessage: 'Forgot password', description: D },
  resetPwd: { id: 'route.resetPwd', defaultMessage: 'Reset password', description: D },
  invite_registration: {
    id: 'route.invite_registration',
    defaultMessage: 'Accept invitation',
    description: D,
  },
  '404': { id: 'route.404', defaultMessage: 'Page not found', description: D },
  help: { id: 'route.help', defaultMessage: 'Help', description: D },
  payment: { id: 'route.payment', defaultMessage: 'Payment', description: D },
  'register-user_type': {
    id: 'route.register-user_type',
    defaultMessage: 'Choose account type',
    description: D,
  },
  'register-register_info': {
    id: 'route.register-register_info',
    defaultMessage: 'Registration information',
    description: D,
  },
  'register-sign_contract': {
    id: 'route.register-sign_contract',
    defaultMessage: 'Sign licence agreement',
    description: D,
  },
  'register-register_complete': {
    id: 'route.register-register_complete',
    defaultMessage: 'Registration complete',
    description: D,
  },
  'register-set_password': {
    id: 'route.register-set_password',
    defaultMessage: 'Set login password',
    description: D,
  },
  'error-401': { id: 'route.error-401', defaultMessage: 'Not authorized', description: D },
  'error-403': { id: 'route.error-403', defaultMessage: 'Access denied', description: D },
  'dashboard-index': { id: 'route.dashboard-index', defaultMessage: 'Dashboard', description: D },
  'library-album-list': {
    id: 'route.library-album-list',
    defaultMessage: 'Albums',
    description: D,
  },
  'library-album-batch': {
    id: 'route.library-album-batch',
    defaultMessage: 'Batch upload',
    description: D,
  },
  'library-album-info': {
    id: 'route.library-album-info',
    defaultMessage: 'Album information',
    description: D,
  },
  'library-album-track': {
    id: 'route.library-album-track',
    defaultMessage: 'Album tracks',
    description: D,
  },
  'library-album-rightsHolders': {
    id: 'route.library-album-rightsHolders',
    defaultMessage: 'Album rights holders',
    description: D,
  },
  'library-album-localization': {
    id: 'route.library-album-localization',
    defaultMessage: 'Album localization',
    description: D,
  },
  'library-album-track-clip-and-accompaniment': {
    id: 'route.library-album-track-clip-and-accompaniment',
    defaultMessage: 'Album clips and accompaniments',
    description: D,
  },
  'library-album-authorization-list': {
    id: 'route.library-album-authorization-list',
    defaultMessage: 'Album authorization files',
    description: D,
  },
  'library-album-authorization-bindAuthorization': {
    id: 'route.library-album-authorization-bindAuthorization',
    defaultMessage: 'Bind authorization file',
    description: D,
  },
  'library-track-list': {
    id: 'route.library-track-list',
    defaultMessage: 'Tracks',
    description: D,
  },
  'library-track-info': {
    id: 'route.library-track-info',
    defaultMessage: 'Track information',
    description: D,
  },
  'library-track-rightsHolders': {
    id: 'route.library-track-rightsHolders',
    defaultMessage: 'Track rights holders',
    description: D,
  },
  'library-track-localization': {
    id: 'route.library-track-localization',
    defaultMessage: 'Track localization',
    description: D,
  },
  'library-track-track-clip-and-accompaniment': {
    id: 'route.library-track-track-clip-and-accompaniment',
    defaultMessage: 'Track clips and accompaniments',
    description: D,
  },
  'library-track-album': {
    id: 'route.library-track-album',
    defaultMessage: 'Albums of the track',
    description: D,
  },
  'library-artist-list': {
    id: 'route.library-artist-list',
    defaultMessage: 'Artists',
    description: D,
  },
  'library-artist-info': {
    id: 'route.library-artist-info',
    defaultMessage: 'Artist information',
    description: D,
  },
  'library-artist-album': {
    id: 'route.library-artist-album',
    defaultMessage: 'Albums of the artist',
    description: D,
  },
  'library-artist-song': {
    id: 'route.library-artist-song',
    defaultMessage: 'Songs of the artist',
    description: D,
  },
  'library-recordcompany-list': {
    id: 'route.library-recordcompany-list',
    defaultMessage: 'Record companies',
    description: D,
  },
  'library-recordcompany-info': {
    id: 'route.library-recordcompany-info',
    defaultMessage: 'Record company information',
    description: D,
  },
  'library-recordcompany-album': {
    id: 'route.library-recordcompany-album',
    defaultMessage: 'Albums of the record company',
    description: D,
  },
  'library-recordcompany-music': {
    id: 'route.library-recordcompany-music',
    defaultMessage: 'Tracks of the record company',
    description: D,
  },
  'library-pline-cline-list': {
    id: 'route.library-pline-cline-list',
    defaultMessage: 'P-line and C-line names',
    description: D,
  },
  'library-pline-cline-info': {
    id: 'route.library-pline-cline-info',
    defaultMessage: 'P-line and C-line information',
    description: D,
  },
  'library-authorization-list': {
    id: 'route.library-authorization-list',
    defaultMessage: 'Authorization files',
    description: D,
  },
  'library-authorization-add': {
    id: 'route.library-authorization-add',
    defaultMessage: 'Add authorization file',
    description: D,
  },
  'library-authorization-edit': {
    id: 'route.library-authorization-edit',
    defaultMessage: 'Edit authorization file',
    description: D,
  },
  'library-track-clip-list': {
    id: 'route.library-track-clip-list',
    defaultMessage: 'Track clips',
    description: D,
  },
  'library-track-clip-create': {
    id: 'route.library-track-clip-create',
    defaultMessage: 'Create track clip',
    description: D,
  },
  'library-accompaniment-list': {
    id: 'route.library-accompaniment-list',
    defaultMessage: 'Accompaniments',
    description: D,
  },
  'library-accompaniment-create': {
    id: 'route.library-accompaniment-create',
    defaultMessage: 'Upload accompaniment',
    description: D,
  },
  'trend-index': { id: 'route.trend-index', defaultMessage: 'Data trends', description: D },
  'finance-list': { id: 'route.finance-list', defaultMessage: 'Statements', description: D },
  'finance-sale': { id: 'route.finance-sale', defaultMessage: 'Sales statement', description: D },
  'finance-settlement': {
    id: 'route.finance-settlement',
    defaultMessage: 'Settlement statement',
    description: D,
  },
  'finance-verify': {
    id: 'route.finance-verify',
    defaultMessage: 'Verify a statement',
    description: D,
  },
  'account-subjectInfo': {
    id: 'route.account-subjectInfo',
    defaultMessage: 'Subject information',
    description: D,
  },
  'account-team': { id: 'route.account-team', defaultMessage: 'Team', description: D },
  'account-personal': {
    id: 'route.account-personal',
    defaultMessage: 'Personal information',
    description: D,
  },
  'account-contract-list': {
    id: 'route.account-contract-list',
    defaultMessage: 'Contracts',
    description: D,
  },
  'account-contract-accountInfo': {
    id: 'route.account-contract-accountInfo',
    defaultMessage: 'Contract account information',
    description: D,
  },
  'account-contract-info': {
    id: 'route.account-contract-info',
    defaultMessage: 'Contract information',
    description: D,
  },
  'account-contract-letter-list': {
    id: 'route.account-contract-letter-list',
    defaultMessage: 'Authorization letters',
    description: D,
  },
  'account-letter-songInfo': {
    id: 'route.account-letter-songInfo',
    defaultMessage: 'Song information',
    description: D,
  },
  'account-sysNotification': {
    id: 'route.account-sysNotification',
    defaultMessage: 'System notifications',
    description: D,
  },
  'account-sysNotice': {
    id: 'route.account-sysNotice',
    defaultMessage: 'System notice',
    description: D,
  },
  'staff-contracts': {
    id: 'route.staff-contracts',
    defaultMessage: 'Partner contracts',
    description: D,
  },
  'staff-review': {
    id: 'route.staff-review',
    defaultMessage: 'Album review',
    description: D,
  },
  'staff-review-album': {
    id: 'route.staff-review-album',
    defaultMessage: 'Review an album',
    description: D,
  },
  'staff-reports': {
    id: 'route.staff-reports',
    defaultMessage: 'Channel reports',
    description: D,
  },
  'staff-ddex-import': {
    id: 'route.staff-ddex-import',
    defaultMessage: 'DDEX import',
    description: D,
  },
  'staff-channels': {
    id: 'route.staff-channels',
    defaultMessage: 'Distribution channels',
    description: D,
  },
  'staff-settlements': {
    id: 'route.staff-settlements',
    defaultMessage: 'Settlements',
    description: D,
  },
  'sync-conflicts': {
    id: 'route.sync-conflicts',
    defaultMessage: 'Sync conflicts',
    description: D,
  },
});

export const routerMessages = defineMessages<{
  unexpectedTitle: NoMessageValues;
  unexpectedText: NoMessageValues;
  titleTemplate: { page: string; app: string };
}>({
  unexpectedTitle: {
    id: 'router.unexpected.title',
    defaultMessage: 'Something went wrong',
    description: 'Heading shown when a screen fails with an unexpected error',
  },
  unexpectedText: {
    id: 'router.unexpected.text',
    defaultMessage: 'An unexpected error occurred. Refresh the page to try again.',
    description: 'Body shown when a screen fails with an unexpected error',
  },
  titleTemplate: {
    id: 'router.documentTitle',
    defaultMessage: '{page} - {app}',
    description: 'Browser tab title: the screen title, then the product name',
  },
});
