import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular, GlobeRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { sharedMessages } from '../../../components/messages';
import { deleteRecord } from '../../../data/catalogueRepo';
import { useRecords } from '../../../data/catalogueHooks';
import type { Album, Localization } from '../../../domain/catalogue';
import { useAlbumPageStyles } from '../album/AlbumPages.styles';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { contentLockOf } from '../shared/contentLock';
import { lookupName } from '../shared/lookupOptions';
import { formMessages } from '../shared/messages';
import { LocalizationDrawer } from './LocalizationDrawer';
import type { LocalizationOwner } from './localizationDraft';
import { localizationFieldLabels as labels, localizationMessages as m } from './messages';
import { useLocalizationDrawer } from './useLocalizationDrawer';

type Notice = 'saved' | 'deleted' | 'failed' | null;

/** The localization rows of one album or track, with the add/edit drawer and delete. */
export function LocalizationPanel({ owner, album }: { owner: LocalizationOwner; album: Album | null }) {
  const intl = useIntl();
  const page = useAlbumPageStyles();
  const all = useRecords('localization', { where: { field: 'entityId', equals: owner.entityId } });
  const rows = (all ?? []).filter((r) => r.entity === owner.entity);
  const drawer = useLocalizationDrawer(owner, rows);
  const [notice, setNotice] = useState<Notice>(null);
  const [deleting, setDeleting] = useState<Localization | null>(null);
  const lock = contentLockOf('localization', album);
  const editable = lock.canAddRemove && lock.canEdit('name');
  const isAlbum = owner.entity === 'album';
  const languageOf = (row: Localization) => lookupName('displayLanguage', row.language, intl.locale);

  const confirmDelete = async () => {
    if (deleting === null) return;
    try {
      await deleteRecord('localization', deleting.id);
      setNotice('deleted');
    } catch {
      setNotice('failed');
    }
    setDeleting(null);
  };

  return (
    <section className={page.page} aria-labelledby="localization-heading" data-testid="localization">
      <div className={page.head}>
        <Subtitle2 as="h2" id="localization-heading">
          {intl.formatMessage(isAlbum ? m.albumHeading : m.trackHeading)}
        </Subtitle2>
        <Button
          appearance="primary"
          icon={<AddRegular />}
          disabled={!editable}
          onClick={() => {
            setNotice(null);
            drawer.openNew();
          }}
        >
          {intl.formatMessage(m.add)}
        </Button>
      </div>
      <Body1 className={page.muted}>{intl.formatMessage(isAlbum ? m.albumHint : m.trackHint)}</Body1>
      {lock.explanation && (
        <MessageBar intent="info" layout="multiline" data-testid="localization-lock-explanation">
          <MessageBarBody>{intl.formatMessage(lock.explanation)}</MessageBarBody>
        </MessageBar>
      )}
      {notice && (
        <MessageBar intent={notice === 'failed' ? 'error' : 'success'} data-testid="localization-notice">
          <MessageBarBody>
            {intl.formatMessage(notice === 'saved' ? m.saved : notice === 'deleted' ? m.deleted : formMessages.saveFailed)}
          </MessageBarBody>
        </MessageBar>
      )}
      {all === undefined ? (
        <Spinner size="small" label={intl.formatMessage(sharedMessages.loading)} />
      ) : rows.length === 0 ? (
        <div className={`${page.panel} ${page.empty}`} data-testid="localization-empty">
          <GlobeRegular className={page.emptyIcon} aria-hidden />
          <Subtitle2 as="p">{intl.formatMessage(m.empty)}</Subtitle2>
        </div>
      ) : (
        <div className={page.tableWrap}>
          <Table aria-label={intl.formatMessage(m.table)} className={page.table}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{intl.formatMessage(labels.language)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(labels.name)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(labels.subTitle)}</TableHeaderCell>
                {isAlbum && <TableHeaderCell>{intl.formatMessage(m.coverColumn)}</TableHeaderCell>}
                <TableHeaderCell>{intl.formatMessage(m.actions)}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} data-testid="localization-row" data-language={row.language}>
                  <TableCell>{languageOf(row)}</TableCell>
                  <TableCell>
                    <Text weight="semibold">{row.name}</Text>
                  </TableCell>
                  <TableCell>{row.subTitle}</TableCell>
                  {isAlbum && (
                    <TableCell>
                      {row.overseasCover
                        ? `${row.overseasCover.widthPx} × ${row.overseasCover.heightPx} px`
                        : <span className={page.muted}>{intl.formatMessage(m.coverNone)}</span>}
                    </TableCell>
                  )}
                  <TableCell>
                    <Button
                      appearance="subtle"
                      icon={<EditRegular />}
                      disabled={!editable}
                      aria-label={intl.formatMessage(m.editFor, { language: languageOf(row) })}
                      onClick={() => {
                        setNotice(null);
                        drawer.openEdit(row);
                      }}
                    />
                    <Button
                      appearance="subtle"
                      icon={<DeleteRegular />}
                      disabled={!editable}
                      aria-label={intl.formatMessage(m.deleteFor, { language: languageOf(row) })}
                      onClick={() => setDeleting(row)}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <LocalizationDrawer entity={owner.entity} state={drawer} onSaved={() => setNotice('saved')} />
      <ConfirmDialog
        open={deleting !== null}
        title={intl.formatMessage(m.deleteTitle)}
        body={deleting ? intl.formatMessage(m.deleteBody, { language: languageOf(deleting) }) : ''}
        testId="localization-delete-confirm"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
