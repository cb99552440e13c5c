// Shapes of the account calls (LoginUserInfo, RoleInfo of src/domain/api.ts).
import type { LoginUserInfo, Privilege, RoleInfo, UserInfo } from '../../../src/domain/api';
import type { ApiLanguage } from '../../../src/domain/locale';
import { ROLE_NAMES } from '../../../src/domain/reference/roleNames';
import { PARTNER_ROLES, privilegesOfRoles } from '../../../src/domain/roles';
import { toRoleCodes } from '../auth/sessions';
import type { UserRecord } from '../org/userInfo';
import { toIsoStringOrNull } from './time';

export function localizedName(language: ApiLanguage, zh: string, en: string): string {
  return language === 'en' && en !== '' ? en : zh;
}

/** A privilege's id is its link: stable across releases, unlike a row number. */
export function presentPrivileges(links: readonly string[]): Privilege[] {
  return links.map((link) => ({ id: link, link }));
}

export function presentUserInfo(user: UserRecord, language: ApiLanguage): UserInfo {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    roles: toRoleCodes(user.roles),
    lastLoginAt: toIsoStringOrNull(user.last_login_at),
    accountType: user.account_type,
    ifAppleVerify: user.if_apple_verify,
    organisationId: user.org_id,
    organisationName: localizedName(language, user.org_name, user.org_name_en),
  };
}

export function presentLoginUserInfo(user: UserRecord, language: ApiLanguage): LoginUserInfo {
  const userInfo = presentUserInfo(user, language);
  return { privileges: presentPrivileges(privilegesOfRoles(userInfo.roles)), userInfo };
}

export function presentPartnerRoles(language: ApiLanguage): RoleInfo[] {
  return PARTNER_ROLES.map((code) => ({
    code,
    name: localizedName(language, ROLE_NAMES[code].nameZh, ROLE_NAMES[code].nameEn),
    privileges: privilegesOfRoles([code]),
  }));
}
