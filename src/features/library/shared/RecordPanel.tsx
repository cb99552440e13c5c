// A page section listing the records an album or a track owns (its rights holders, its localization
// rows): heading and "Add", why it is read-only, the last save's or delete's notice, loading, empty,
// the table, the add/edit drawer and the delete question. Each panel brings its columns, rows and
// drawer; the flow around them is this one.
import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
} from '@fluentui/react-components';
import { AddRegular, type FluentIcon } from '@fluentui/react-icons';
import { useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { sharedMessages } from '../../../components/messages';
import { reportError } from '../../../data/errorLog';
import { useSaveSyncText } from '../../sync/status/useSaveSyncText';
import { useAlbumPageStyles } from '../album/AlbumPages.styles';
import { ConfirmDialog } from './ConfirmDialog';
import { formMessages } from './messages';
import { RecordTable } from './RecordTable';

type Notice = 'saved' | 'deleted' | 'failed' | null;

/** The panel's texts; a feature's messages usually hold most of them under these names. */
export interface RecordPanelTexts {
  heading: MessageDescriptor;
  add: MessageDescriptor;
  hint: MessageDescriptor;
  empty: MessageDescriptor;
  emptyHint?: MessageDescriptor;
  /** the table's accessible name */
  table: MessageDescriptor;
  headers: readonly MessageDescriptor[];
  saved: MessageDescriptor;
  deleted: MessageDescriptor;
  deleteTitle: MessageDescriptor;
}

/** What a row may ask of the panel. */
export interface RowHandlers<T> {
  /** before the drawer opens: the last notice goes */
  clearNotice(): void;
  /** asks "Delete …?" about `target` */
  askDelete(target: T): void;
}

/** What stays the same for every render of one kind of panel. */
export interface RecordPanelKind {
  /** the section's data-testid */
  testId: string;
  /** `<idPrefix>-heading`, `-lock-explanation`, `-notice`, `-empty`, `-delete-confirm` */
  idPrefix: string;
  emptyIcon: FluentIcon;
  /** how a failed delete is named in the error log */
  deleteContext: string;
  /** a save's notice also says where the change is now (the sync status) */
  saveSyncNote?: boolean;
}

interface Props<R, T> extends RecordPanelKind {
  texts: RecordPanelTexts;
  /** may records be added, changed and removed now, and if not (or only partly) why */
  access: { editable: boolean; explanation: MessageDescriptor | null };
  /** undefined while the local store is read */
  rows: readonly R[] | undefined;
  onAdd(): void;
  renderRow(row: R, handlers: RowHandlers<T>): ReactNode;
  deleteBody(target: T): string;
  /** removes the record, and what hangs off it, in one local write */
  remove(target: T): Promise<unknown>;
  /** the add/edit drawer; it calls onSaved once a save went through */
  drawer(onSaved: () => void): ReactNode;
}

export function RecordPanel<R, T>({
  testId,
  idPrefix,
  emptyIcon: EmptyIcon,
  deleteContext,
  saveSyncNote = false,
  texts,
  access,
  rows,
  onAdd,
  renderRow,
  deleteBody,
  remove,
  drawer,
}: Props<R, T>) {
  const intl = useIntl();
  const syncText = useSaveSyncText();
  const page = useAlbumPageStyles();
  const [notice, setNotice] = useState<Notice>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const handlers: RowHandlers<T> = { clearNotice: () => setNotice(null), askDelete: setDeleting };
  const headingId = `${idPrefix}-heading`;

  const confirmDelete = async () => {
    if (deleting === null) return;
    try {
      await remove(deleting);
      setNotice('deleted');
    } catch (error) {
      reportError(deleteContext, error);
      setNotice('failed');
    }
    setDeleting(null);
  };

  return (
    <section className={page.page} aria-labelledby={headingId} data-testid={testId}>
      <div className={page.head}>
        <Subtitle2 as="h2" id={headingId}>
          {intl.formatMessage(texts.heading)}
        </Subtitle2>
        <Button
          appearance="primary"
          icon={<AddRegular />}
          disabled={!access.editable}
          onClick={() => {
            setNotice(null);
            onAdd();
          }}
        >
          {intl.formatMessage(texts.add)}
        </Button>
      </div>
      <Body1 className={page.muted}>{intl.formatMessage(texts.hint)}</Body1>
      {access.explanation && (
        <MessageBar intent="info" layout="multiline" data-testid={`${idPrefix}-lock-explanation`}>
          <MessageBarBody>{intl.formatMessage(access.explanation)}</MessageBarBody>
        </MessageBar>
      )}
      {notice && (
        <MessageBar
          intent={notice === 'failed' ? 'error' : 'success'}
          data-testid={`${idPrefix}-notice`}
        >
          <MessageBarBody>
            {notice === 'failed'
              ? intl.formatMessage(formMessages.saveFailed)
              : intl.formatMessage(notice === 'saved' ? texts.saved : texts.deleted)}
            {notice === 'saved' && saveSyncNote && ` ${syncText}`}
          </MessageBarBody>
        </MessageBar>
      )}
      {rows === undefined ? (
        <Spinner size="small" label={intl.formatMessage(sharedMessages.loading)} />
      ) : rows.length === 0 ? (
        <div className={`${page.panel} ${page.empty}`} data-testid={`${idPrefix}-empty`}>
          <EmptyIcon className={page.emptyIcon} aria-hidden />
          <Subtitle2 as="p">{intl.formatMessage(texts.empty)}</Subtitle2>
          {texts.emptyHint && (
            <Body1 className={page.muted}>{intl.formatMessage(texts.emptyHint)}</Body1>
          )}
        </div>
      ) : (
        <RecordTable
          label={intl.formatMessage(texts.table)}
          headers={texts.headers.map((h) => intl.formatMessage(h))}
          classNames={{ wrap: page.tableWrap, table: page.table }}
        >
          {rows.map((row) => renderRow(row, handlers))}
        </RecordTable>
      )}
      {drawer(() => setNotice('saved'))}
      <ConfirmDialog
        open={deleting !== null}
        title={intl.formatMessage(texts.deleteTitle)}
        body={deleting === null ? '' : deleteBody(deleting)}
        testId={`${idPrefix}-delete-confirm`}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
