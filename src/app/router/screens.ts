// Which screen each route shows. Every screen is its own lazy chunk, so the login page loads
// little; routes without a screen of their own yet share the honest empty state and are listed
// in PLACEHOLDER_ROUTES, so what is still to build is in one place (a test keeps both true).
import type { RouteName } from '../../domain/routes';
import type { ComponentType } from 'react';
import { getLanguage } from '../../i18n/languageStore';
import { ensureFullMessages } from '../../i18n/loadMessages';
import { isChunkLoadError } from './chunkError';
import { ChunkErrorDialog } from './ChunkErrorDialog';
import { reportError } from '../../data/errorLog';

export type Screen = () => Promise<{ Component: ComponentType }>;

/**
 * A chunk that fails to load becomes a screen showing the refresh prompt. Letting `lazy` reject
 * instead leaves react-router 7 with a route it still thinks is loading, and it renders nothing.
 */
export function withChunkFallback(load: Screen): Screen {
  return () =>
    load().catch((error: unknown) => {
      reportError('router.loadScreen', error);
      if (isChunkLoadError(error)) return { Component: ChunkErrorDialog };
      throw error;
    });
}

const emptyState: Screen = () =>
  import('../../features/placeholder/EmptyStatePage').then((m) => ({
    Component: m.EmptyStatePage,
  }));

const SCREENS: Readonly<Partial<Record<RouteName, Screen>>> = {
  login: () => import('../../features/auth/LoginPage').then((m) => ({ Component: m.LoginPage })),
  // the landing page's texts are in the shell part of the catalogue (catalogueParts.ts)
  home: () => import('../../features/home/HomePage').then((m) => ({ Component: m.HomePage })),
  // the recovery pages' texts come with the rest of the catalogue, fetched with the page's chunk
  forgotPwd: () =>
    Promise.all([
      import('../../features/recovery/ForgotPasswordPage'),
      ensureFullMessages(getLanguage()),
    ]).then(([m]) => ({
      Component: m.ForgotPasswordPage,
    })),
  resetPwd: () =>
    Promise.all([
      import('../../features/recovery/ResetPasswordPage'),
      ensureFullMessages(getLanguage()),
    ]).then(([m]) => ({
      Component: m.ResetPasswordPage,
    })),
  // help, contact, payment notice and auto-login: public lazy chunks whose texts come with the
  // rest of the catalogue, like the recovery pages'
  help: () =>
    Promise.all([import('../../features/help/HelpPage'), ensureFullMessages(getLanguage())]).then(
      ([m]) => ({ Component: m.HelpPage }),
    ),
  contact_us: () =>
    Promise.all([
      import('../../features/contact/ContactPage'),
      ensureFullMessages(getLanguage()),
    ]).then(([m]) => ({ Component: m.ContactPage })),
  payment: () =>
    Promise.all([
      import('../../features/payment/PaymentNoticePage'),
      ensureFullMessages(getLanguage()),
    ]).then(([m]) => ({ Component: m.PaymentNoticePage })),
  autoLogin: () =>
    Promise.all([
      import('../../features/auth/AutoLoginPage'),
      ensureFullMessages(getLanguage()),
    ]).then(([m]) => ({ Component: m.AutoLoginPage })),
  // the sign-up steps' texts come with the rest of the catalogue, like the recovery pages'
  'register-user_type': () =>
    Promise.all([
      import('../../features/register/UserTypePage'),
      ensureFullMessages(getLanguage()),
    ]).then(([m]) => ({ Component: m.UserTypePage })),
  'register-register_info': () =>
    Promise.all([
      import('../../features/register/RegisterInfoPage'),
      ensureFullMessages(getLanguage()),
    ]).then(([m]) => ({ Component: m.RegisterInfoPage })),
  'register-sign_contract': () =>
    Promise.all([
      import('../../features/register/SignContractPage'),
      ensureFullMessages(getLanguage()),
    ]).then(([m]) => ({ Component: m.SignContractPage })),
  'register-register_complete': () =>
    Promise.all([
      import('../../features/register/RegisterCompletePage'),
      ensureFullMessages(getLanguage()),
    ]).then(([m]) => ({
      Component: m.RegisterCompletePage,
    })),
  'register-set_password': () =>
    Promise.all([
      import('../../features/register/SetPasswordPage'),
      ensureFullMessages(getLanguage()),
    ]).then(([m]) => ({ Component: m.SetPasswordPage })),
  // the invitation page's texts come with the rest of the catalogue, like the sign-up pages'
  invite_registration: () =>
    Promise.all([
      import('../../features/team/InviteRegistrationPage'),
      ensureFullMessages(getLanguage()),
    ]).then(([m]) => ({ Component: m.InviteRegistrationPage })),
  'account-team': () =>
    import('../../features/team/TeamPage').then((m) => ({ Component: m.TeamPage })),
  'account-personal': () =>
    import('../../features/personal/PersonalPage').then((m) => ({ Component: m.PersonalPage })),
  'account-subjectInfo': () =>
    import('../../features/subject/SubjectInfoPage').then((m) => ({
      Component: m.SubjectInfoPage,
    })),
  '404': () =>
    import('../../features/errors/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
  'error-401': () =>
    import('../../features/errors/Error401Page').then((m) => ({ Component: m.Error401Page })),
  'error-403': () =>
    import('../../features/errors/Error403Page').then((m) => ({ Component: m.Error403Page })),
  'dashboard-index': () =>
    import('../../features/dashboard/DashboardPage').then((m) => ({ Component: m.DashboardPage })),
  'account-sysNotification': () =>
    import('../../features/notices/SysNotificationPage').then((m) => ({
      Component: m.SysNotificationPage,
    })),
  'account-sysNotice': () =>
    import('../../features/notices/SysNoticePage').then((m) => ({ Component: m.SysNoticePage })),
  'account-contract-list': () =>
    import('../../features/contracts/ContractListPage').then((m) => ({
      Component: m.ContractListPage,
    })),
  'account-contract-info': () =>
    import('../../features/contracts/ContractInfoPage').then((m) => ({
      Component: m.ContractInfoPage,
    })),
  'account-contract-accountInfo': () =>
    import('../../features/contracts/ContractAccountPage').then((m) => ({
      Component: m.ContractAccountPage,
    })),
  'account-contract-letter-list': () =>
    import('../../features/contracts/ContractLettersPage').then((m) => ({
      Component: m.ContractLettersPage,
    })),
  'account-letter-songInfo': () =>
    import('../../features/contracts/LetterSongsPage').then((m) => ({
      Component: m.LetterSongsPage,
    })),
  'staff-contracts': () =>
    import('../../features/contracts/staff/StaffContractsPage').then((m) => ({
      Component: m.StaffContractsPage,
    })),
  'library-album-list': () =>
    import('../../features/library/album/AlbumListPage').then((m) => ({
      Component: m.AlbumListPage,
    })),
  'library-album-batch': () =>
    import('../../features/batch/BatchUploadPage').then((m) => ({ Component: m.BatchUploadPage })),
  'library-album-info': () =>
    import('../../features/library/album/AlbumInfoPage').then((m) => ({
      Component: m.AlbumInfoPage,
    })),
  'library-album-track': () =>
    import('../../features/library/album/AlbumTrackPage').then((m) => ({
      Component: m.AlbumTrackPage,
    })),
  'library-track-list': () =>
    import('../../features/library/track/TrackListPage').then((m) => ({
      Component: m.TrackListPage,
    })),
  'library-artist-list': () =>
    import('../../features/library/artist/ArtistListPage').then((m) => ({
      Component: m.ArtistListPage,
    })),
  'library-recordcompany-list': () =>
    import('../../features/library/recordcompany/RecordCompanyListPage').then((m) => ({
      Component: m.RecordCompanyListPage,
    })),
  'library-pline-cline-list': () =>
    import('../../features/library/plineCline/PlClineListPage').then((m) => ({
      Component: m.PlClineListPage,
    })),
  'library-authorization-list': () =>
    import('../../features/library/authorization/AuthorizationListPage').then((m) => ({
      Component: m.AuthorizationListPage,
    })),
  'library-track-clip-list': () =>
    import('../../features/library/clips/TrackClipListPage').then((m) => ({
      Component: m.TrackClipListPage,
    })),
  'library-accompaniment-list': () =>
    import('../../features/library/accompaniment/AccompanimentListPage').then((m) => ({
      Component: m.AccompanimentListPage,
    })),
  'library-track-clip-create': () =>
    import('../../features/library/clips/TrackClipCreatePage').then((m) => ({
      Component: m.TrackClipCreatePage,
    })),
  'library-accompaniment-create': () =>
    import('../../features/library/accompaniment/AccompanimentCreatePage').then((m) => ({
      Component: m.AccompanimentCreatePage,
    })),
  'library-album-track-clip-and-accompaniment': () =>
    import('../../features/library/clips/AlbumClipsPage').then((m) => ({
      Component: m.AlbumClipsPage,
    })),
  'library-track-track-clip-and-accompaniment': () =>
    import('../../features/library/clips/TrackClipsPage').then((m) => ({
      Component: m.TrackClipsPage,
    })),
  'library-track-info': () =>
    import('../../features/library/track/TrackInfoPage').then((m) => ({
      Component: m.TrackInfoPage,
    })),
  'library-track-album': () =>
    import('../../features/library/track/TrackAlbumPage').then((m) => ({
      Component: m.TrackAlbumPage,
    })),
  'library-album-rightsHolders': () =>
    import('../../features/library/rights/AlbumRightsHoldersPage').then((m) => ({
      Component: m.AlbumRightsHoldersPage,
    })),
  'library-track-rightsHolders': () =>
    import('../../features/library/rights/TrackRightsHoldersPage').then((m) => ({
      Component: m.TrackRightsHoldersPage,
    })),
  'library-album-localization': () =>
    import('../../features/library/localization/AlbumLocalizationPage').then((m) => ({
      Component: m.AlbumLocalizationPage,
    })),
  'library-track-localization': () =>
    import('../../features/library/localization/TrackLocalizationPage').then((m) => ({
      Component: m.TrackLocalizationPage,
    })),
  'library-artist-info': () =>
    import('../../features/library/artist/ArtistInfoPage').then((m) => ({
      Component: m.ArtistInfoPage,
    })),
  'library-artist-album': () =>
    import('../../features/library/artist/ArtistAlbumsPage').then((m) => ({
      Component: m.ArtistAlbumsPage,
    })),
  'library-artist-song': () =>
    import('../../features/library/artist/ArtistSongsPage').then((m) => ({
      Component: m.ArtistSongsPage,
    })),
  'library-recordcompany-info': () =>
    import('../../features/library/recordcompany/RecordCompanyInfoPage').then((m) => ({
      Component: m.RecordCompanyInfoPage,
    })),
  'library-recordcompany-album': () =>
    import('../../features/library/recordcompany/RecordCompanyAlbumsPage').then((m) => ({
      Component: m.RecordCompanyAlbumsPage,
    })),
  'library-recordcompany-music': () =>
    import('../../features/library/recordcompany/RecordCompanyMusicPage').then((m) => ({
      Component: m.RecordCompanyMusicPage,
    })),
  'library-pline-cline-info': () =>
    import('../../features/library/plineCline/PlClineInfoPage').then((m) => ({
      Component: m.PlClineInfoPage,
    })),
  'library-authorization-add': () =>
    import('../../features/library/authorization/AuthorizationAddPage').then((m) => ({
      Component: m.AuthorizationAddPage,
    })),
  'library-authorization-edit': () =>
    import('../../features/library/authorization/AuthorizationEditPage').then((m) => ({
      Component: m.AuthorizationEditPage,
    })),
  'library-album-authorization-list': () =>
    import('../../features/library/authorization/AlbumAuthorizationListPage').then((m) => ({
      Component: m.AlbumAuthorizationListPage,
    })),
  'library-album-authorization-bindAuthorization': () =>
    import('../../features/library/authorization/AlbumBindAuthorizationPage').then((m) => ({
      Component: m.AlbumBindAuthorizationPage,
    })),
  'sync-conflicts': () =>
    import('../../features/sync/conflicts/ConflictsPage').then((m) => ({
      Component: m.ConflictsPage,
    })),
};

export { PLACEHOLDER_ROUTES } from './placeholderRoutes';

export function screenFor(routeName: RouteName): Screen {
  return withChunkFallback(SCREENS[routeName] ?? emptyState);
}

export function hasOwnScreen(routeName: RouteName): boolean {
  return SCREENS[routeName] !== undefined;
}
