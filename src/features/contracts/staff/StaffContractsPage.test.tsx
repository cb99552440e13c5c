// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import type { StaffOrg } from '../../../domain/contracts/api';
import { getLanguage, setLanguage } from '../../../i18n/languageStore';
import { StaffContractsPage } from './StaffContractsPage';

/** the first render loads the catalogue and Fluent: slow on a shared machine */
const WAIT = { timeout: 15_000 };

const orgs: StaffOrg[] = [
  {
    id: '0190f5a2-7c1e-7000-8000-0000000000b1',
    name: '海外唱片',
    nameEn: 'Overseas Records',
    accountType: 'company',
    taxResident: false,
  },
  {
    id: '0190f5a2-7c1e-7000-8000-0000000000b2',
    name: '张三',
    nameEn: '',
    accountType: 'personal',
    taxResident: true,
  },
];

const ok = (result: unknown) =>
  new Response(JSON.stringify({ state: true, msg: '', result }), { status: 200 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('StaffContractsPage', () => {
  it.each([
    ['en', 'Non-resident enterprise', 'Resident individual of the PRC'],
    ['zh-hans', '非居民企业', '中国居民个人'],
  ] as const)(
    "shows the chosen partner's declared tax residence (%s)",
    async (language, company, person) => {
      const before = getLanguage();
      setLanguage(language);
      try {
        vi.stubGlobal(
          'fetch',
          vi.fn(async (url: string) =>
            ok(String(url).includes('org_list') ? { list: orgs } : { list: [] }),
          ),
        );
        renderWithProviders([{ path: '/', Component: StaffContractsPage }], '/');
        const picker = await screen.findByTestId('staff-org', undefined, WAIT);
        await screen.findByRole('option', { name: orgs[1].name }, WAIT);
        expect(screen.queryByTestId('staff-org-tax')).toBeNull();
        fireEvent.change(picker, { target: { value: orgs[0].id } });
        expect((await screen.findByTestId('staff-org-tax')).textContent).toContain(company);
        fireEvent.change(picker, { target: { value: orgs[1].id } });
        expect(screen.getByTestId('staff-org-tax').textContent).toContain(person);
      } finally {
        setLanguage(before);
      }
    },
  );
});
