// The sentence a form shows after a save, about where the change is now: the same reading of the
// sync status as the top bar (describeSync), so a save made online never says "once online".
import { useIntl } from 'react-intl';
import { useSyncStatus } from '../../../app/sync/status';
import { afterSaveMessages } from '../messages';
import { describeSync } from './syncIndicator';

export function useSaveSyncText(): string {
  const intl = useIntl();
  const status = useSyncStatus();
  return intl.formatMessage(afterSaveMessages[describeSync(status).kind]);
}
