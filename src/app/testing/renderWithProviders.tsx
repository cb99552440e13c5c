// Test helper: renders a tree inside the app's providers and a memory data router, with the real
// zh-Hans or English catalogue, so component tests see what users see.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { I18nProvider } from '../../i18n/I18nProvider';
import en from '../../i18n/locales/en.json';
import zhHans from '../../i18n/locales/zh-Hans.json';
import { getLanguage } from '../../i18n/languageStore';

export function renderWithProviders(
  routes: RouteObject[],
  initialEntry: string,
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const messages = getLanguage() === 'en' ? en : zhHans;
  const ui: ReactElement = (
    <I18nProvider initialMessages={messages}>
      <FluentProvider theme={webLightTheme}>
        <RouterProvider router={router} />
      </FluentProvider>
    </I18nProvider>
  );
  return { ...render(ui), router };
}
