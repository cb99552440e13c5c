// Registers the service worker (vite-plugin-pwa injectRegister: false) with workbox-window. A new
// version waits until the user confirms the prompt: then SKIP_WAITING, and a reload once the new
// worker controls the page, so page and chunks always come from the same build.
import { setPendingUpdate } from './updateStore';
import { reportError } from '../../data/errorLog';

export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !navigator.serviceWorker) return;
  // workbox-window stays out of the entry chunk: it is not needed for the first paint
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });

  wb.addEventListener('waiting', () => {
    setPendingUpdate(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });

  try {
    await wb.register();
  } catch (error) {
    // registration refused (blocked, private mode): the portal works online without it, but
    // offline use does not, so the cause is kept
    reportError('pwa.register', error);
    return;
  }
  // a long-lived tab also learns of deploys, not only a fresh load
  window.setInterval(() => void wb.update(), 60 * 60 * 1000);
}
