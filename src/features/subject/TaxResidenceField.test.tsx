// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import type { SubjectAccountType } from '../../domain/accounts/subjectInfo';
import en from '../../i18n/locales/en.json';
import zhHans from '../../i18n/locales/zh-Hans.json';
import { getLanguage, setLanguage } from '../../i18n/languageStore';
import { TaxResidenceField } from './TaxResidenceField';

/** the first render loads the catalogue and Fluent: slow on a shared machine */
const WAIT = { timeout: 15_000 };

afterEach(cleanup);

function Harness({
  accountType,
  onChange,
}: {
  accountType: SubjectAccountType;
  onChange(value: boolean): void;
}) {
  const [taxResident, setTaxResident] = useState(true);
  return (
    <TaxResidenceField
      accountType={accountType}
      taxResident={taxResident}
      onChange={(value) => {
        onChange(value);
        setTaxResident(value);
      }}
    />
  );
}

async function renderField(language: 'en' | 'zh-hans', accountType: SubjectAccountType) {
  const before = getLanguage();
  setLanguage(language);
  const onChange = vi.fn();
  try {
    renderWithProviders(
      [{ path: '/', Component: () => <Harness accountType={accountType} onChange={onChange} /> }],
      '/',
    );
    await screen.findByTestId('tax-residence', undefined, WAIT);
  } finally {
    setLanguage(before);
  }
  return onChange;
}

describe('TaxResidenceField', () => {
  it.each([
    ['en', en],
    ['zh-hans', zhHans],
  ] as const)(
    'a company declares itself a non-resident enterprise and sees what changes (%s)',
    async (language, text) => {
      const onChange = await renderField(language, 'company');
      const resident = screen.getByRole('radio', {
        name: text['subject.taxResidence.domesticCompany'],
      });
      const nonResident = screen.getByRole('radio', {
        name: text['subject.taxResidence.overseasCompany'],
      });
      expect((resident as HTMLInputElement).checked).toBe(true);
      // the law's test (EIT Law art. 2), and no individual wording for a company
      expect(screen.getByText(text['subject.taxResidence.ruleCompany'])).toBeTruthy();
      expect(screen.queryByText(text['subject.taxResidence.individual'])).toBeNull();
      const effect = screen.getByTestId('tax-residence-effect');
      expect(effect.textContent).toContain(text['subject.taxResidence.effect.domesticCompany']);
      expect(effect.textContent).toContain(text['subject.taxResidence.whenItApplies']);

      fireEvent.click(nonResident);
      expect(onChange).toHaveBeenLastCalledWith(false);
      expect((nonResident as HTMLInputElement).checked).toBe(true);
      expect(effect.textContent).toContain(text['subject.taxResidence.effect.overseasCompany']);
      expect(effect.textContent).not.toContain(text['subject.taxResidence.effect.domesticCompany']);
    },
  );

  it.each([
    ['en', en, 'Resident individual of the PRC', 'Individual Income Tax Law, article 1'],
    ['zh-hans', zhHans, '中国居民个人', '《个人所得税法》第一条'],
  ] as const)(
    'a person chooses between resident and non-resident individual (%s)',
    async (language, text, residentTerm, law) => {
      const onChange = await renderField(language, 'personal');
      expect(screen.getByRole('radio', { name: residentTerm })).toBeTruthy();
      expect(screen.getByText(text['subject.taxResidence.rulePersonal']).textContent).toContain(
        law,
      );
      expect(screen.queryByText(text['subject.taxResidence.domesticCompany'])).toBeNull();
      fireEvent.click(
        screen.getByRole('radio', { name: text['subject.taxResidence.overseasIndividual'] }),
      );
      expect(onChange).toHaveBeenLastCalledWith(false);
      expect(screen.getByTestId('tax-residence-effect').textContent).toContain(
        text['subject.taxResidence.effect.overseasIndividual'],
      );
    },
  );
});
