// Display names of the team roles (spec section 6), sent by the server with the role list so a
// team screen can show roles it was not built with.
import type { RoleCode } from '../roles';
import type { BilingualNames } from './displayNames';

export const ROLE_NAMES: Readonly<Record<RoleCode, BilingualNames>> = {
  admin: { nameZh: '管理员', nameEn: 'Administrator' },
  adminNoDistribution: {
    nameZh: '管理员（无发行权限）',
    nameEn: 'Administrator without distribution rights',
  },
  contentOperator: { nameZh: '曲库内容运营', nameEn: 'Music library content operator' },
  staff: { nameZh: '后台工作人员', nameEn: 'Back-office staff' },
};
