import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import type { PlaylistNotice } from '../../../domain/batch/playlistTypes';
import { playlistServices } from '../playlistServices';

const m = defineMessages<{
  title: NoMessageValues;
  at: { row: number; column: string; text: string };
  atRow: { row: number; text: string };
}>({
  title: {
    id: 'batch.sheet.noticesTitle',
    defaultMessage: 'Read with these notes',
    description: 'Title over what the playlist reader noted without refusing anything',
  },
  at: {
    id: 'batch.sheet.noticeAt',
    defaultMessage: 'Row {row}, {column}: {text}',
    description: 'One note of the playlist reader at a cell',
  },
  atRow: {
    id: 'batch.sheet.noticeAtRow',
    defaultMessage: 'Row {row}: {text}',
    description: 'One note of the playlist reader about a whole row or the sheet',
  },
});

/** What the reader noted without refusing anything: a formula's saved value used, columns ignored. */
export function PlaylistNotices({ notices }: { notices: readonly PlaylistNotice[] }) {
  const intl = useIntl();
  return (
    <MessageBar intent="warning" layout="multiline" data-testid="batch-sheet-notices">
      <MessageBarBody>
        <MessageBarTitle>{intl.formatMessage(m.title)}</MessageBarTitle>
        <ul>
          {notices.map((notice, index) => {
            const text = intl.formatMessage(
              playlistServices.issueMessage(notice.code),
              playlistServices.issueValues(notice.params, intl.locale),
            );
            return (
              <li
                key={`${notice.row}:${notice.column}:${notice.code}:${index}`}
                data-testid="batch-sheet-notice"
                data-code={notice.code}
              >
                {notice.column === ''
                  ? intl.formatMessage(m.atRow, { row: notice.row, text })
                  : intl.formatMessage(m.at, { row: notice.row, column: notice.column, text })}
              </li>
            );
          })}
        </ul>
      </MessageBarBody>
    </MessageBar>
  );
}
