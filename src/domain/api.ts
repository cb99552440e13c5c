// The /api contract (DESIGN.md section 4): every path ends in .json and every answer is this envelope.
import type { ContractCycle } from './contracts/contract';
import type { ErrorCode } from './errors';
import type { ApiLanguage } from './locale';
import type { FileStatus } from './media/filePolicy';
import type { RoleCode } from './roles';

export interface ApiEnvelope<T> {
  state: boolean;
  msg: string;
  result: T;
  code?: ErrorCode | string | number;
}

export const API_BASE = '/api';
/** Request timeout and upload timeout of spec section 9. */
export const REQUEST_TIMEOUT_MS = 600_000;
export const UPLOAD_TIMEOUT_MS = 3_600_000;
/** Auto-login key lifetime (spec section 9). */
export const AUTO_LOGIN_DAYS = 14;
/** Headers (spec section 7). */
export const HEADER_TOKEN = 'uvsign';
export const HEADER_LANGUAGE = 'language';
/** Ours, on every answer to a logged-in call: the caller's current roles (rolesFingerprint). */
export const HEADER_ROLES = 'x-uv-roles';

/** The roles as the header carries them: sorted, comma-separated, so lists compare as strings. */
export function rolesFingerprint(roles: readonly string[]): string {
  return [...roles].sort().join(',');
}

/** The spec's paths (section 7), without the /api base and the .json suffix. */
export const PATHS = {
  login: '/org/login',
  autoLogin: '/org/autoLogin',
  logout: '/org/logout',
  loginUserInfo: '/org/loginUserInfo',
  allRoles: '/org/view/get_all_role',
  sysMsgNum: '/msg/sys_msg/view/sys_msg_num',
  sysMsgList: '/msg/sys_msg/view/sys_msg_list',
  sysMsgRead: '/msg/sys_msg/up/read',
  config: '/common/config',
  displayLangCommon: '/common/view/getDisplayLang',
  countryLang: '/common/view/getCountryLang',
  genreLanguage: '/common/view/genre_language',
  continent: '/common/view/continent',
  displayLang: '/lang/view/displayLang',
  performLang: '/lang/view/performLang',
  artistTypes: '/artist/view/artist_type_list',
  country: '/country/view/country',
  dashboardSummary: '/dashboard/view/summary',
  // files (spec section 7): small single-request uploads, reading a stored file back
  uploadImg: '/file/uploadImg',
  uploadLyric: '/file/uploadLyric',
  uploadMusic: '/file/uploadMusic',
  parseFileType: '/file/parseFileType',
  downloadByFileUrl: '/file/download_by_file_url',
  audioXcodeUrl: '/file/get_audio_xcode_url',
  /** ours: the signed endpoint Uppy's Companion client uploads through (it sends no session header) */
  uploadGrant: '/files/uploadGrant',
  // password recovery (spec section 7): ask by email + graphic code, read the link, set a new one
  restPassword: '/org/view/rest_password',
  restPwdInfo: '/org/view/get_rest_pwd_info',
  upRestPwd: '/org/up/up_rest_pwd',
  /** a new graphic verification code, an SVG picture and its id (spec section 7's generateToken) */
  captcha: '/code/add/generateToken',
  // sign-up (spec section 7): SMS code, the organisation with its first administrator, the
  // licence agreement accepted, the login password set; and ours: the agreement's current text
  smsCode: '/code/add/sms',
  addPerformer: '/org/add/user_performer',
  addCompany: '/org/add/user_company',
  finishRegistration: '/org/add/finsh_reg',
  initLoginPwdInfo: '/org/view/init_login_pwd',
  initLoginPwd: '/org/up/init_login_pwd',
  licenceAgreement: '/org/view/licence_agreement',
  // help and contact (spec section 7), and ours: the staff's help editor, the public payment notice
  goHelp: '/faq/cp_faq/view/go_help',
  helpEntryInfo: '/faq/cp_faq/view/entry_info',
  helpSource: '/faq/cp_faq/view/entry_source',
  helpSave: '/faq/cp_faq/up/entry',
  advisoryMail: '/msg/sys_msg/send/advisory_mail',
  paymentNotice: '/payment/view/notice',
  /** ours: an identity image of a registration, by its link (multipart: token, slot, file) */
  registrationImage: '/org/add/registration_image',
  /** ours: the identity images a registration has stored, by its link */
  registrationImages: '/org/view/registration_images',
  /** ours: an identity image of the session's organisation (subject info; multipart: slot, file) */
  organisationImage: '/org/up/organisation_image',
  /** ours: the identity images of the session's organisation */
  organisationImages: '/org/view/organisation_images',
  /** ours: the organisation's identity (subject info) */
  subjectInfo: '/org/view/subject_info',
  /** ours: an administrator changes the organisation's identity */
  updateSubjectInfo: '/org/up/subject_info',
  // invitation registration (spec section 7): read the invitation, create the member
  goInviteRegistration: '/org/up/go_invite_registration',
  inviteRegistration: '/org/up/invite_registration',
  // ours: the team screen (administrators) and its security log
  teamMembers: '/org/view/team_members',
  teamInvitations: '/org/view/team_invitations',
  inviteMember: '/org/add/team_invitation',
  resendInvitation: '/org/up/team_invitation',
  revokeInvitation: '/org/del/team_invitation',
  memberRoles: '/org/up/team_member_roles',
  deleteMember: '/org/del/team_member',
  securityLog: '/org/view/security_log',
  // ours: /account/personal
  personalInfo: '/org/up/personal_info',
  changePassword: '/org/up/password',
  /** the user info the data (trend) screens ask for (spec section 7, account list) */
  userInfoBigdata: '/org/view/user_info_bigdata',
} as const;

export function apiUrl(path: string): string {
  return `${API_BASE}${path}.json`;
}

/**
 * GET /api/files/<id>/status.json (ours): where a file stands for the caller's organisation. A file
 * it has none of by that id (not created yet: a record may name a file before its upload starts;
 * another organisation's; never) is `absent`, a state and not an error, so polling logs nothing.
 */
export interface FileStatusAnswer {
  id: string;
  status: FileStatus | 'absent';
  rejectCode: string | null;
}

/** Where a registration stands: the step its link opens. */
export type RegistrationStep = 'sign_contract' | 'set_password';

/** POST user_performer / user_company: the link token continues the registration in this browser. */
export interface SignUpResult {
  userId: string;
  token: string;
  step: RegistrationStep;
}

/** POST /org/view/init_login_pwd: whose registration a link is and how far it got. */
export interface RegistrationInfo {
  userId: string;
  loginName: string;
  accountType: 'personal' | 'company';
  step: RegistrationStep;
  expiresAt: string;
}

/** POST licence_agreement: the text to show; send `version` and `sha256` back to finsh_reg. */
export interface LicenceAgreement {
  version: string;
  language: string;
  text: string;
  sha256: string;
}

/** POST captcha: show `svg` as an image; send `captchaId` with the typed answer. */
export interface CaptchaResult {
  captchaId: string;
  svg: string;
  expiresAt: string;
}
/** POST get_rest_pwd_info: whose password the link resets, and until when. */
export interface ResetPwdInfo {
  userId: string;
  loginName: string;
  expiresAt: string;
}

/** POST uploadGrant: Uppy's `companionEndpoint`, valid until expiresAt (then ask again). */
export interface UploadGrant {
  endpoint: string;
  expiresAt: string;
}

export interface LoginRequest {
  loginName: string;
  password: string;
  /** "1"/true asks for an auto-login key */
  isAuto?: boolean | string | number;
  autoToken?: string;
}
export interface LoginResult {
  sign: string;
  /** present when isAuto was asked: the auto-login key, valid AUTO_LOGIN_DAYS */
  autoToken?: string;
}
export interface AutoLoginRequest {
  /** the stored auto-login key (the spec calls the field sign) */
  sign: string;
}

export interface Privilege {
  id: string;
  /** equals a route name (routes.ts) or an action name (roles.ts) */
  link: string;
}

export type AccountType = 'personal' | 'company';

export interface UserInfo {
  id: string;
  name: string;
  email: string;
  phone: string;
  roles: RoleCode[];
  lastLoginAt: string | null;
  accountType: AccountType;
  ifAppleVerify: boolean;
  organisationId: string;
  organisationName: string;
}

export interface LoginUserInfo {
  privileges: Privilege[];
  userInfo: UserInfo;
}

/** GET user_info_bigdata: who asks, and what the data screens need of their organisation. */
export interface UserInfoBigdata {
  userId: string;
  name: string;
  organisationId: string;
  organisationName: string;
  accountType: AccountType;
  /** the language the user reads the portal in (the request's when they never chose one) */
  language: ApiLanguage;
  /** of the contract in force now; null when none is */
  currency: string | null;
  settlementCycle: ContractCycle | null;
  /** the first and last periods (YYYY-MM) the organisation has data for; null without data */
  earliestPeriod: string | null;
  latestPeriod: string | null;
}

export interface RoleInfo {
  code: RoleCode;
  name: string;
  privileges: string[];
}

export interface SysMessage {
  id: string;
  title: string;
  content: string;
  /** 'announcement' shows on the dashboard; 'notification' is personal */
  kind: 'announcement' | 'notification';
  createdAt: string;
  read: boolean;
}
export interface SysMessagePage {
  list: SysMessage[];
  total: number;
}

export interface AppConfig {
  imageUrl: string;
  videoUrl: string;
  fileUrl: string;
}

/** One entry of a lookup list, with names in both languages. */
export interface LookupItem {
  code: string;
  nameZh: string;
  nameEn: string;
  /** countries carry their continent code */
  continent?: string;
}

export interface DashboardSummary {
  trackTotal: number;
  albumTotal: number;
  artistTotal: number;
  albumsToReview: number;
  albumsApproved: number;
  albumsUnapproved: number;
}
