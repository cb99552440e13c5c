// Boot: restore the session and the language's catalogue, then render providers and router, or
// hydrate the page when the server sent it prerendered (/login, /home: app/router/hydration.ts).
import { createDOMRenderer } from '@fluentui/react-components';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppRoot } from './app/AppRoot';
import { setLoginNavigator } from './app/api/loginRedirect';
import { registerServiceWorker } from './app/pwa/registerServiceWorker';
import { buildRoutes, createAppRouter } from './app/router/createAppRouter';
import { prepareHydration } from './app/router/hydration';
import { restoreSession } from './app/session/sessionStore';
import { getLanguage } from './i18n/languageStore';
import { loadMessages } from './i18n/loadMessages';
import { reportError } from './data/errorLog';

async function boot(): Promise<void> {
  const [messages] = await Promise.all([
    loadMessages(getLanguage()),
    // IndexedDB may be unavailable (private modes): the portal then starts logged out
    restoreSession().catch((error: unknown) => reportError('session.restore', error)),
  ]);
  const routes = buildRoutes();
  const container = document.getElementById('root')!;
  const hydrationData = await prepareHydration(
    routes,
    container,
    getLanguage(),
    window.location.href,
  );
  const router = createAppRouter(routes, hydrationData ?? undefined);
  setLoginNavigator((target) => void router.navigate(target, { replace: true }));

  // a renderer that takes over the prerendered <style> elements instead of inserting them again
  const app = (
    <AppRoot renderer={createDOMRenderer()} messages={messages}>
      <RouterProvider router={router} />
    </AppRoot>
  );
  // As a transition, so React yields to the browser every few milliseconds instead of taking the
  // main thread for the whole tree: the painted page stays responsive (Lighthouse's blocking time
  // on /login went from ~900 ms to ~220 ms, its 4x slowed CPU, on this machine).
  startTransition(() => {
    if (hydrationData) {
      hydrateRoot(container, app);
    } else {
      // a prerendered page this visit does not show (another language, a logged-in user on /login)
      container.replaceChildren();
      createRoot(container).render(app);
    }
  });
  // after the load event and the first idle moment (Workbox's advice): the worker and its
  // precache never compete with showing the first screen
  const registerWhenIdle = () =>
    requestIdleCallback(() => void registerServiceWorker(), { timeout: 3000 });
  if (document.readyState === 'complete') registerWhenIdle();
  else window.addEventListener('load', registerWhenIdle, { once: true });
}

void boot();
