import { useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { RefreshDialog } from '../../components/RefreshDialog';
import { versionMessages } from './messages';
import { getPendingUpdate, subscribeUpdate } from './updateStore';

/** The localized "new version" prompt; confirming activates the waiting worker and reloads. */
export function UpdatePrompt() {
  const intl = useIntl();
  const apply = useSyncExternalStore(subscribeUpdate, getPendingUpdate, getPendingUpdate);
  const [dismissed, setDismissed] = useState<(() => void) | null>(null);
  if (!apply || dismissed === apply) return null;
  return (
    <RefreshDialog
      title={intl.formatMessage(versionMessages.updateTitle)}
      text={intl.formatMessage(versionMessages.updateText)}
      confirmLabel={intl.formatMessage(versionMessages.refresh)}
      onConfirm={apply}
      dismiss={{
        label: intl.formatMessage(versionMessages.later),
        onDismiss: () => setDismissed(() => apply),
      }}
    />
  );
}
