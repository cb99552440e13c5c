// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import zhHans from '../../i18n/locales/zh-Hans.json';
import { FieldRow } from './ContractFrame';

afterEach(cleanup);

describe('FieldRow', () => {
  it('says a field is not given instead of leaving its value blank (an account without IBAN)', () => {
    const element = (
      <dl>
        <FieldRow label="IBAN">{''}</FieldRow>
        <FieldRow label="SWIFT/BIC">EXMPCNSH</FieldRow>
      </dl>
    );
    renderWithProviders([{ path: '/', element }], '/');
    const values = screen.getAllByRole('definition').map((dd) => dd.textContent);
    expect(values).toEqual([zhHans['contracts.notGiven'], 'EXMPCNSH']);
  });
});
