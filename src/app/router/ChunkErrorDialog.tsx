import { useIntl } from 'react-intl';
import { RefreshDialog } from '../../components/RefreshDialog';
import { versionMessages } from '../pwa/messages';

const reload = () => window.location.reload();

/** Spec section 2: a part of the application failed to load; confirm reloads the page. */
export function ChunkErrorDialog() {
  const intl = useIntl();
  return (
    <RefreshDialog
      title={intl.formatMessage(versionMessages.chunkErrorTitle)}
      text={intl.formatMessage(versionMessages.chunkErrorText)}
      confirmLabel={intl.formatMessage(versionMessages.refresh)}
      onConfirm={reload}
    />
  );
}
