// Every /api endpoint with its method and the access it needs: the guard tests walk this table,
// and a test checks that it covers every path of src/domain/api.ts PATHS.
import { PATHS } from '../../src/domain/api';

export type PathKey = keyof typeof PATHS;

export interface Endpoint {
  key: PathKey;
  method: 'GET' | 'POST';
  access: 'public' | 'loggedIn' | { link: string };
}

export const ENDPOINTS: readonly Endpoint[] = [
  { key: 'login', method: 'POST', access: 'public' },
  { key: 'autoLogin', method: 'POST', access: 'public' },
  { key: 'logout', method: 'POST', access: 'loggedIn' },
  { key: 'loginUserInfo', method: 'GET', access: 'loggedIn' },
  { key: 'allRoles', method: 'GET', access: { link: 'account-team' } },
  { key: 'sysMsgNum', method: 'GET', access: 'loggedIn' },
  { key: 'sysMsgList', method: 'GET', access: 'loggedIn' },
  { key: 'sysMsgRead', method: 'POST', access: 'loggedIn' },
  { key: 'config', method: 'POST', access: 'public' },
  { key: 'displayLangCommon', method: 'POST', access: 'loggedIn' },
  { key: 'countryLang', method: 'POST', access: 'loggedIn' },
  { key: 'genreLanguage', method: 'POST', access: 'loggedIn' },
  { key: 'continent', method: 'GET', access: 'loggedIn' },
  { key: 'displayLang', method: 'GET', access: 'loggedIn' },
  { key: 'performLang', method: 'GET', access: 'loggedIn' },
  { key: 'artistTypes', method: 'POST', access: 'loggedIn' },
  { key: 'country', method: 'GET', access: 'loggedIn' },
  { key: 'dashboardSummary', method: 'GET', access: 'loggedIn' },
  { key: 'uploadImg', method: 'POST', access: 'loggedIn' },
  { key: 'uploadLyric', method: 'POST', access: 'loggedIn' },
  { key: 'uploadMusic', method: 'POST', access: 'loggedIn' },
  { key: 'parseFileType', method: 'POST', access: 'loggedIn' },
  { key: 'downloadByFileUrl', method: 'POST', access: 'loggedIn' },
  { key: 'audioXcodeUrl', method: 'POST', access: 'loggedIn' },
  { key: 'uploadGrant', method: 'POST', access: 'loggedIn' },
  { key: 'restPassword', method: 'POST', access: 'public' },
  { key: 'restPwdInfo', method: 'POST', access: 'public' },
  { key: 'upRestPwd', method: 'POST', access: 'public' },
  { key: 'captcha', method: 'POST', access: 'public' },
  { key: 'smsCode', method: 'POST', access: 'public' },
  { key: 'addPerformer', method: 'POST', access: 'public' },
  { key: 'addCompany', method: 'POST', access: 'public' },
  { key: 'finishRegistration', method: 'POST', access: 'public' },
  { key: 'initLoginPwdInfo', method: 'POST', access: 'public' },
  { key: 'initLoginPwd', method: 'POST', access: 'public' },
  { key: 'licenceAgreement', method: 'POST', access: 'public' },
  { key: 'goHelp', method: 'POST', access: 'public' },
  { key: 'helpEntryInfo', method: 'POST', access: 'public' },
  { key: 'helpSource', method: 'POST', access: { link: 'action-help-edit' } },
  { key: 'helpSave', method: 'POST', access: { link: 'action-help-edit' } },
  { key: 'advisoryMail', method: 'POST', access: 'public' },
  { key: 'paymentNotice', method: 'POST', access: 'public' },
  // reached by the registration link, never by a session
  { key: 'registrationImage', method: 'POST', access: 'public' },
  { key: 'registrationImages', method: 'POST', access: 'public' },
  { key: 'organisationImage', method: 'POST', access: { link: 'action-subject-edit' } },
  { key: 'organisationImages', method: 'POST', access: { link: 'account-subjectInfo' } },
  { key: 'goInviteRegistration', method: 'GET', access: 'public' },
  { key: 'inviteRegistration', method: 'POST', access: 'public' },
  { key: 'teamMembers', method: 'GET', access: { link: 'account-team' } },
  { key: 'teamInvitations', method: 'GET', access: { link: 'account-team' } },
  { key: 'inviteMember', method: 'POST', access: { link: 'account-team' } },
  { key: 'resendInvitation', method: 'POST', access: { link: 'account-team' } },
  { key: 'revokeInvitation', method: 'POST', access: { link: 'account-team' } },
  { key: 'memberRoles', method: 'POST', access: { link: 'account-team' } },
  { key: 'deleteMember', method: 'POST', access: { link: 'account-team' } },
  { key: 'securityLog', method: 'GET', access: { link: 'account-team' } },
  { key: 'personalInfo', method: 'POST', access: { link: 'account-personal' } },
  { key: 'changePassword', method: 'POST', access: { link: 'account-personal' } },
  { key: 'subjectInfo', method: 'GET', access: { link: 'account-subjectInfo' } },
  { key: 'updateSubjectInfo', method: 'POST', access: { link: 'action-subject-edit' } },
  { key: 'userInfoBigdata', method: 'GET', access: { link: 'trend-index' } },
];

export const GUARDED_ENDPOINTS = ENDPOINTS.filter((e) => e.access !== 'public');
