import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../../../components/RouterLink';
import { routePath } from '../../../../domain/routes';
import { mediaCreateMessages as m } from './messages';

/** After a create page saved: where the record now lives (the track's clip tab), or start again. */
export function CreatedNotice({
  text,
  trackId,
  onAnother,
}: {
  text: MessageDescriptor;
  trackId: string;
  onAnother(): void;
}) {
  const intl = useIntl();
  return (
    <MessageBar intent="success" data-testid="created-notice">
      <MessageBarBody>
        {intl.formatMessage(text)}{' '}
        <RouterLink to={routePath('library-track-track-clip-and-accompaniment', { trackId })}>
          {intl.formatMessage(m.openTrack)}
        </RouterLink>
      </MessageBarBody>
      <MessageBarActions>
        <Button size="small" onClick={onAnother}>
          {intl.formatMessage(m.createAnother)}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
