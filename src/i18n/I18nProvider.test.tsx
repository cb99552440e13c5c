// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from './I18nProvider';
import { getLanguage, setLanguage } from './languageStore';
import zhHans from './locales/zh-Hans.json';
import { commonMessages } from './messages';
import { readCookie } from '../app/browser/cookies';

afterEach(() => {
  cleanup();
  setLanguage('zh-hans');
});

describe('I18nProvider', () => {
  it('starts in zh-Hans, switches every text at once and keeps the choice in the cookie', async () => {
    expect(getLanguage()).toBe('zh-hans');
    render(
      <I18nProvider initialMessages={zhHans}>
        <FormattedMessage {...commonMessages.appName} />
      </I18nProvider>,
    );
    expect(screen.getByText('音乐版权合作伙伴门户')).toBeTruthy();
    expect(document.documentElement.lang).toBe('zh-Hans');

    act(() => setLanguage('en'));
    expect(await screen.findByText('Rights Partner Portal')).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(readCookie('language')).toBe('en');

    act(() => setLanguage('zh-hans'));
    expect(await screen.findByText('音乐版权合作伙伴门户')).toBeTruthy();
  });
});
