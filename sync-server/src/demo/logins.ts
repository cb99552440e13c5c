// The demo accounts, created on a first start with DEMO=1 (printed by main.ts, used by the e2e
// tests and benches, which set DEMO=1, and by the server tests, which seed them themselves).
import type { RoleCode } from '../../../src/domain/roles';

export interface DemoLogin {
  loginName: string;
  password: string;
  role: RoleCode;
  name: string;
  email: string;
  /** which demo organisation the account belongs to */
  organisation: 'partner' | 'backoffice';
}

export const DEMO_LOGINS: readonly DemoLogin[] = [
  {
    loginName: 'demo-admin',
    password: 'Demo-Admin-2026',
    role: 'admin',
    name: '演示管理员',
    email: 'admin@demo-records.example',
    organisation: 'partner',
  },
  {
    loginName: 'demo-manager',
    password: 'Demo-Manager-2026',
    role: 'adminNoDistribution',
    name: '演示经理',
    email: 'manager@demo-records.example',
    organisation: 'partner',
  },
  {
    loginName: 'demo-editor',
    password: 'Demo-Editor-2026',
    role: 'contentOperator',
    name: '演示编辑',
    email: 'editor@demo-records.example',
    organisation: 'partner',
  },
  {
    loginName: 'demo-staff',
    password: 'Demo-Staff-2026',
    role: 'staff',
    name: '后台演示员',
    email: 'staff@backoffice.example',
    organisation: 'backoffice',
  },
];

export const DEMO_ORGANISATIONS = {
  partner: {
    name: '演示唱片',
    nameEn: 'Demo Records',
    accountType: 'company',
    isBackoffice: false,
    // a unified social credit code with a valid GB 32100 check character, and the details of
    // migration 014, so the demo administrator's subject-info form opens complete and saves
    idNumber: '91440300MA5DE8HK1F',
    details: {
      legalRepresentative: '张明',
      address: '广东省深圳市南山区深南大道 7088 号',
      contactName: '李华',
      contactPhone: '+86 755 8888 6666',
      contactEmail: 'contact@demo-records.example',
    },
  },
  backoffice: {
    name: '平台运营中心',
    nameEn: 'Platform Back Office',
    accountType: 'company',
    isBackoffice: true,
    idNumber: '',
    details: {
      legalRepresentative: '',
      address: '',
      contactName: '',
      contactPhone: '',
      contactEmail: '',
    },
  },
} as const;
