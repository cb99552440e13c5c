// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { setLanguage } from '../../../i18n/languageStore';
import { LookupCombobox } from './LookupCombobox';
import { lookupOptions } from './lookupOptions';

let latest = '';

function Harness({ initial, clearable }: { initial: string; clearable?: boolean }) {
  const [value, setValue] = useState(initial);
  latest = value;
  return (
    <LookupCombobox
      options={lookupOptions('country', 'en')}
      value={value}
      onChange={setValue}
      clearable={clearable}
      noMatchText="Nothing"
      aria-describedby="hint"
      testId="country"
    />
  );
}

afterEach(() => {
  cleanup();
  setLanguage('zh-hans');
});

describe('LookupCombobox', { timeout: 30_000 }, () => {
  it('shows the matches of a filled text (not only of key presses), by name or code, and keeps the value until one is chosen', async () => {
    setLanguage('en');
    renderWithProviders([{ path: '/', element: <Harness initial="CN" /> }], '/');
    const input = await screen.findByTestId('country');
    expect((input as HTMLInputElement).value).toBe('China');
    fireEvent.change(input, { target: { value: 'jp' } });
    await screen.findByRole('option', { name: 'Japan' });
    expect(latest).toBe('CN');
    fireEvent.change(input, { target: { value: 'Singap' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Singapore' }));
    await waitFor(() => expect(latest).toBe('SG'));
    expect((input as HTMLInputElement).value).toBe('Singapore');
    fireEvent.change(input, { target: { value: 'zzz' } });
    await screen.findByRole('option', { name: 'Nothing' });
  });

  it('empties an optional value when the text is cleared and the list closes; a required one keeps it', async () => {
    setLanguage('en');
    renderWithProviders([{ path: '/', element: <Harness initial="CN" clearable /> }], '/');
    const input = await screen.findByTestId('country');
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(latest).toBe(''));
    cleanup();

    renderWithProviders([{ path: '/', element: <Harness initial="CN" /> }], '/');
    const required = await screen.findByTestId('country');
    fireEvent.change(required, { target: { value: '' } });
    fireEvent.keyDown(required, { key: 'Escape' });
    await waitFor(() => expect((required as HTMLInputElement).value).toBe('China'));
    expect(latest).toBe('CN');
  });
});
