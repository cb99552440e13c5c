import { Caption1 } from '@fluentui/react-components';
import { FormattedDate, useIntl } from 'react-intl';
import { sharedMessages } from './messages';

/** "Created <date, time>" under a notice, in the reader's locale. */
export function CreatedAt({ iso, className }: { iso: string; className?: string }) {
  const intl = useIntl();
  return (
    <Caption1 className={className}>
      {intl.formatMessage(sharedMessages.createdAt)}{' '}
      <time dateTime={iso}>
        <FormattedDate value={iso} dateStyle="medium" timeStyle="short" />
      </time>
    </Caption1>
  );
}
