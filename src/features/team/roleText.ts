// A role's name in the interface language (the same table the server's get_all_role answers from).
import type { ApiLanguage } from '../../domain/locale';
import { ROLE_NAMES } from '../../domain/reference/roleNames';
import { isRoleCode } from '../../domain/roles';

export function roleName(language: ApiLanguage, role: string): string {
  if (!isRoleCode(role)) return role;
  return language === 'en' ? ROLE_NAMES[role].nameEn : ROLE_NAMES[role].nameZh;
}

export function roleNames(language: ApiLanguage, roles: readonly string[]): string {
  return roles.map((r) => roleName(language, r)).join(language === 'en' ? ', ' : '、');
}
