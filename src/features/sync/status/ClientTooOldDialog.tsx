// The server refused this client's protocol: only a newer build can sync again. The existing
// refresh dialog asks once; confirming activates a waiting service worker if one is there, or asks
// the service worker for the new build first, then reloads.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { versionMessages } from '../../../app/pwa/messages';
import { getPendingUpdate, subscribeUpdate } from '../../../app/pwa/updateStore';
import { RefreshDialog } from '../../../components/RefreshDialog';
import { syncNoticeMessages as m } from '../messages';

const WAIT_FOR_WORKER_MS = 5_000;

/** Resolves when a new service worker waits (registerServiceWorker reports it), or after a while. */
function waitForPendingUpdate(): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(done, WAIT_FOR_WORKER_MS);
    const unsubscribe = subscribeUpdate(() => {
      if (getPendingUpdate()) done();
    });
    function done() {
      window.clearTimeout(timer);
      unsubscribe();
      resolve();
    }
  });
}

async function loadNewVersion(): Promise<void> {
  if (!getPendingUpdate()) {
    try {
      const registration = await navigator.serviceWorker?.getRegistration();
      if (registration) await Promise.all([registration.update(), waitForPendingUpdate()]);
    } catch {
      // no service worker or no network: a plain reload is the best left to try
    }
  }
  const apply = getPendingUpdate();
  if (apply) apply();
  else window.location.reload();
}

export function ClientTooOldDialog() {
  const intl = useIntl();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <RefreshDialog
      title={intl.formatMessage(m.tooOldTitle)}
      text={intl.formatMessage(m.tooOldText)}
      confirmLabel={intl.formatMessage(versionMessages.refresh)}
      onConfirm={() => void loadNewVersion()}
      dismiss={{
        label: intl.formatMessage(versionMessages.later),
        onDismiss: () => setDismissed(true),
      }}
    />
  );
}
