// Boot: restore the session and the language's catalogue, then render providers and router.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { setLoginNavigator } from './app/api/loginRedirect';
import { registerServiceWorker } from './app/pwa/registerServiceWorker';
import { UpdatePrompt } from './app/pwa/UpdatePrompt';
import { createAppRouter } from './app/router/createAppRouter';
import { restoreSession } from './app/session/sessionStore';
import { I18nProvider } from './i18n/I18nProvider';
import { getLanguage } from './i18n/languageStore';
import { loadMessages } from './i18n/loadMessages';

async function boot(): Promise<void> {
  const [messages] = await Promise.all([
    loadMessages(getLanguage()),
    // IndexedDB may be unavailable (private modes): the portal then starts logged out
    restoreSession().catch(() => undefined),
  ]);
  const router = createAppRouter();
  setLoginNavigator((target) => void router.navigate(target, { replace: true }));

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider initialMessages={messages}>
        <FluentProvider theme={webLightTheme}>
          <RouterProvider router={router} />
          <UpdatePrompt />
        </FluentProvider>
      </I18nProvider>
    </StrictMode>,
  );
  // after the load event and the first idle moment (Workbox's advice): the worker and its
  // precache never compete with showing the first screen
  const registerWhenIdle = () => requestIdleCallback(() => void registerServiceWorker(), { timeout: 3000 });
  if (document.readyState === 'complete') registerWhenIdle();
  else window.addEventListener('load', registerWhenIdle, { once: true });
}

void boot();
