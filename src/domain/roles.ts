// Team roles and the privileges they grant. A privilege's `link` is a route name (routes.ts) or an
// action name; the server sends the list at login and checks the same list on every request.
import { isStaffRoute, PRIVILEGED_ROUTE_NAMES, type RouteName } from './routes';

export const ACTIONS = {
  /** distribute albums to channels, take them off shelf */
  albumDistribute: 'action-album-distribute',
  /** back-office review of submitted albums (staff only) */
  backofficeReview: 'action-backoffice-review',
  /** back-office contracts of every partner organisation (staff only) */
  backofficeContracts: 'action-backoffice-contracts',
  /** back-office channel reports: upload, list, read (staff only) */
  backofficeReports: 'action-backoffice-reports',
  /** back-office distribution channels: their settings and secrets (staff only) */
  backofficeChannels: 'action-backoffice-channels',
  /** back-office finance: rates, settlement runs, statements of every organisation (staff only) */
  backofficeFinance: 'action-backoffice-finance',
  /** edit the help centre's entries (staff only) */
  helpEdit: 'action-help-edit',
  /** change the organisation's identity and its images (administrators) */
  subjectEdit: 'action-subject-edit',
} as const;
export type ActionName = (typeof ACTIONS)[keyof typeof ACTIONS];

/** What a privilege grants: a route of the table or an action; a misspelt one does not compile. */
export type PrivilegeLink = RouteName | ActionName;

export const ROLE_CODES = ['admin', 'adminNoDistribution', 'contentOperator', 'staff'] as const;
export type RoleCode = (typeof ROLE_CODES)[number];

const libraryRoutes = PRIVILEGED_ROUTE_NAMES.filter((n) => n.startsWith('library-'));
const everyPartnerRoute = PRIVILEGED_ROUTE_NAMES.filter((n) => !isStaffRoute(n));

/** Which privilege links each role grants. Partners' roles never include back-office actions. */
export const ROLE_PRIVILEGES: Readonly<Record<RoleCode, readonly PrivilegeLink[]>> = {
  admin: [...everyPartnerRoute, ACTIONS.albumDistribute, ACTIONS.subjectEdit],
  adminNoDistribution: [...everyPartnerRoute, ACTIONS.subjectEdit],
  contentOperator: [
    ...libraryRoutes,
    'account-personal',
    // read-only: changing it needs ACTIONS.subjectEdit
    'account-subjectInfo',
    'account-sysNotification',
    'account-sysNotice',
  ],
  staff: [
    ACTIONS.backofficeReview,
    ACTIONS.backofficeContracts,
    ACTIONS.backofficeReports,
    ACTIONS.backofficeChannels,
    ACTIONS.backofficeFinance,
    'staff-contracts',
    'staff-review',
    'staff-review-album',
    'staff-reports',
    'staff-ddex-import',
    'staff-channels',
    'staff-settlements',
    // staff check a statement PDF a partner sends them against every organisation's record
    'finance-verify',
    ACTIONS.helpEdit,
    'account-personal',
    'account-sysNotification',
    'account-sysNotice',
  ],
};

/** The roles a partner organisation may hand to its members (staff belongs to the back office). */
export const PARTNER_ROLES: readonly RoleCode[] = [
  'admin',
  'adminNoDistribution',
  'contentOperator',
];

export function privilegesOfRoles(roles: readonly RoleCode[]): string[] {
  const links = new Set<string>();
  for (const role of roles) for (const link of ROLE_PRIVILEGES[role]) links.add(link);
  return [...links].sort();
}

export function isRoleCode(value: string): value is RoleCode {
  return (ROLE_CODES as readonly string[]).includes(value);
}

/** The roles that administer a partner's portal (and so may read its diagnostics). */
export const ADMINISTRATOR_ROLES: readonly RoleCode[] = ['admin', 'adminNoDistribution'];

export function isAdministrator(roles: readonly string[] | undefined): boolean {
  return roles?.some((role) => (ADMINISTRATOR_ROLES as readonly string[]).includes(role)) ?? false;
}

/** The full administrator: every partner privilege, distribution included. */
export const FULL_ADMINISTRATOR_ROLE: RoleCode = 'admin';

export function isFullAdministrator(roles: readonly string[] | undefined): boolean {
  return roles?.includes(FULL_ADMINISTRATOR_ROLE) ?? false;
}
