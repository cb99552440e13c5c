// The logged-in routes' screens, each its own lazy chunk. This table is a lazy chunk too
// (screens.ts loads it for the first logged-in route), so the login page does not carry it.
import type { RouteName } from '../../domain/routes';
import type { Screen } from './screens';
import { hasOwnPublicScreen } from './screens';

export const PRIVATE_SCREENS: Readonly<Partial<Record<RouteName, Screen>>> = {
  'account-team': () =>
    import('../../features/team/TeamPage').then((m) => ({ Component: m.TeamPage })),
  'account-subjectInfo': () =>
    import('../../features/subject/SubjectInfoPage').then((m) => ({
      Component: m.SubjectInfoPage,
    })),
  'account-personal': () =>
    import('../../features/personal/PersonalPage').then((m) => ({ Component: m.PersonalPage })),
  'trend-index': () =>
    import('../../features/trend/TrendPage').then((m) => ({ Component: m.TrendPage })),
  'finance-verify': () =>
    import('../../features/finance/verify/VerifyStatementPage').then((m) => ({
      Component: m.VerifyStatementPage,
    })),
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
  'finance-list': () =>
    import('../../features/finance/FinanceListPage').then((m) => ({
      Component: m.FinanceListPage,
    })),
  'finance-sale': () =>
    import('../../features/finance/SaleStatementPage').then((m) => ({
      Component: m.SaleStatementPage,
    })),
  'finance-settlement': () =>
    import('../../features/finance/SettlementStatementPage').then((m) => ({
      Component: m.SettlementStatementPage,
    })),
  'staff-contracts': () =>
    import('../../features/contracts/staff/StaffContractsPage').then((m) => ({
      Component: m.StaffContractsPage,
    })),
  'staff-settlements': () =>
    import('../../features/finance/staff/StaffSettlementsPage').then((m) => ({
      Component: m.StaffSettlementsPage,
    })),
  'staff-review': () =>
    import('../../features/review/ReviewQueuePage').then((m) => ({
      Component: m.ReviewQueuePage,
    })),
  'staff-review-album': () =>
    import('../../features/review/ReviewAlbumPage').then((m) => ({
      Component: m.ReviewAlbumPage,
    })),
  'staff-reports': () =>
    import('../../features/reports/StaffReportsPage').then((m) => ({
      Component: m.StaffReportsPage,
    })),
  'staff-ddex-import': () =>
    import('../../features/ddexImport/DdexImportPage').then((m) => ({
      Component: m.DdexImportPage,
    })),
  'staff-channels': () =>
    import('../../features/channels/StaffChannelsPage').then((m) => ({
      Component: m.StaffChannelsPage,
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

export function hasOwnScreen(routeName: RouteName): boolean {
  return hasOwnPublicScreen(routeName) || PRIVATE_SCREENS[routeName] !== undefined;
}
