// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { storeUserInfo } from '../../../app/session/sessionStore';
import { queryRecords } from '../../../data/catalogueQueries';
import { createRecord } from '../../../data/catalogueRepo';
import { db } from '../../../data/db';
import { testId } from '../../../domain/catalogue/testing';
import { setLanguage } from '../../../i18n/languageStore';
import { NewArtistButton } from '../artist/NewArtistButton';
import { quietFluentMotion } from '../artist/testing';
import { NewRecordCompanyButton } from './NewRecordCompanyButton';

const org = testId(741);

beforeEach(async () => {
  quietFluentMotion();
  await db.session.put({ key: 'userInfo', value: { id: 'u1' }, savedAt: 0 });
  await storeUserInfo({
    privileges: [],
    userInfo: {
      id: 'u1',
      name: '演示管理员',
      email: 'a@b.example',
      phone: '',
      roles: ['admin'],
      lastLoginAt: null,
      accountType: 'company',
      ifAppleVerify: false,
      organisationId: org,
      organisationName: '演示唱片',
    },
  });
});
afterEach(async () => {
  cleanup();
  setLanguage('zh-hans');
  await Promise.all(db.tables.map((t) => t.clear()));
});

function render(element: React.ReactElement) {
  return renderWithProviders(
    [
      { path: '/', element },
      { path: '*', element: <p>opened</p> },
    ],
    '/',
  );
}

describe('add drawers', () => {
  it('new artist: the spec’s "{field} incomplete" for the name and country/region, in Chinese', async () => {
    render(<NewArtistButton />);
    fireEvent.click(screen.getByTestId('new-artist'));
    fireEvent.click(await screen.findByTestId('new-artist-drawer-submit'));
    expect(await screen.findByText('艺人名称信息不完整')).toBeTruthy();
    expect(screen.getByText('国家/地区信息不完整')).toBeTruthy();
    expect(screen.getByTestId('new-artist-errors').textContent).toBe('请先修正标红的字段。');
    expect(await db.outbox.count()).toBe(0);
  });

  it('new record company: a name the authorizing party already uses is refused (English), then another is created', async () => {
    setLanguage('en');
    await createRecord('recordCompany', {
      name: 'Blue Label',
      authorizationCompanyId: org,
      displayLanguage: null,
    });
    const { router } = render(<NewRecordCompanyButton />);
    fireEvent.click(screen.getByTestId('new-record-company'));
    expect((await screen.findByTestId('new-record-company-party')).textContent).toContain(
      '演示唱片',
    );
    fireEvent.change(screen.getByTestId('new-record-company-name'), {
      target: { value: 'blue  label' },
    });
    expect(
      await screen.findByText('This name is already used by the authorizing party'),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('new-record-company-drawer-submit'));
    await waitFor(async () => expect(await queryRecords(db, 'recordCompany')).toHaveLength(1));

    fireEvent.change(screen.getByTestId('new-record-company-name'), {
      target: { value: 'Red Label' },
    });
    await waitFor(() =>
      expect(screen.queryByText('This name is already used by the authorizing party')).toBeNull(),
    );
    fireEvent.click(screen.getByTestId('new-record-company-drawer-submit'));
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(
        /^\/library\/recordcompany\/[0-9a-f-]{36}\/info$/,
      ),
    );
    expect((await queryRecords(db, 'recordCompany')).map((r) => r.name).sort()).toEqual([
      'Blue Label',
      'Red Label',
    ]);
  });
});
