import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  Table,
  TableBody,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { AddRegular, PeopleRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { sharedMessages } from '../../../components/messages';
import { deleteRecord } from '../../../data/catalogueRepo';
import { useRecords } from '../../../data/catalogueHooks';
import type { Album, RightsCountry, RightsHolder } from '../../../domain/catalogue';
import { useAlbumPageStyles } from '../album/AlbumPages.styles';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { contentLockOf } from '../shared/contentLock';
import { formMessages } from '../shared/messages';
import { rightsFieldLabels as labels, rightsMessages as m } from './messages';
import { RightsHolderDrawer } from './RightsHolderDrawer';
import { RightsHolderRow } from './RightsHolderRow';
import type { RightsOwner } from './rightsDraft';
import { useRightsHolderDrawer } from './useRightsHolderDrawer';

type Notice = 'saved' | 'deleted' | 'failed' | null;

/** The holders of an album as a whole (not its tracks'), or of one track. */
function useHolders(owner: RightsOwner): RightsHolder[] | undefined {
  const byAlbum = useRecords('rightsHolder', { where: { field: 'albumId', equals: owner.kind === 'album' ? owner.albumId : '' } });
  const byTrack = useRecords('rightsHolder', { where: { field: 'trackId', equals: owner.kind === 'track' ? owner.trackId : '' } });
  if (owner.kind === 'album') return byAlbum?.filter((h) => h.trackId === null);
  return byTrack;
}

/** The rights holder list of an album or a track, with the add/edit drawer and delete. */
export function RightsHoldersPanel({ owner, album }: { owner: RightsOwner; album: Album | null }) {
  const intl = useIntl();
  const page = useAlbumPageStyles();
  const holders = useHolders(owner);
  const drawer = useRightsHolderDrawer(owner);
  const [notice, setNotice] = useState<Notice>(null);
  const [deleting, setDeleting] = useState<{ holder: RightsHolder; countries: readonly RightsCountry[] } | null>(null);
  // a holder and its shares are added, changed and removed together: one rule for both entities
  const holderLock = contentLockOf('rightsHolder', album, m.lockedModification);
  const countryLock = contentLockOf('rightsCountry', album, m.lockedModification);
  const editable = holderLock.canAddRemove && countryLock.canAddRemove && holderLock.canEdit('name');

  const confirmDelete = async () => {
    if (deleting === null) return;
    try {
      for (const c of deleting.countries) await deleteRecord('rightsCountry', c.id);
      await deleteRecord('rightsHolder', deleting.holder.id);
      setNotice('deleted');
    } catch {
      setNotice('failed');
    }
    setDeleting(null);
  };

  return (
    <section className={page.page} aria-labelledby="rights-heading" data-testid="rights-holders">
      <div className={page.head}>
        <Subtitle2 as="h2" id="rights-heading">
          {intl.formatMessage(m.heading)}
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
      <Body1 className={page.muted}>{intl.formatMessage(owner.kind === 'album' ? m.albumHint : m.trackHint)}</Body1>
      {holderLock.explanation && (
        <MessageBar intent="info" layout="multiline" data-testid="rights-lock-explanation">
          <MessageBarBody>{intl.formatMessage(holderLock.explanation)}</MessageBarBody>
        </MessageBar>
      )}
      {notice && (
        <MessageBar intent={notice === 'failed' ? 'error' : 'success'} data-testid="rights-notice">
          <MessageBarBody>
            {intl.formatMessage(notice === 'saved' ? m.saved : notice === 'deleted' ? m.deleted : formMessages.saveFailed)}
          </MessageBarBody>
        </MessageBar>
      )}
      {holders === undefined ? (
        <Spinner size="small" label={intl.formatMessage(sharedMessages.loading)} />
      ) : holders.length === 0 ? (
        <div className={`${page.panel} ${page.empty}`} data-testid="rights-empty">
          <PeopleRegular className={page.emptyIcon} aria-hidden />
          <Subtitle2 as="p">{intl.formatMessage(m.empty)}</Subtitle2>
          <Body1 className={page.muted}>{intl.formatMessage(m.emptyHint)}</Body1>
        </div>
      ) : (
        <div className={page.tableWrap}>
          <Table aria-label={intl.formatMessage(m.table)} className={page.table}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{intl.formatMessage(labels.type)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(labels.name)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(labels.email)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(m.countries)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(m.actions)}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {holders.map((holder) => (
                <RightsHolderRow
                  key={holder.id}
                  holder={holder}
                  editable={editable}
                  onEdit={(h, countries) => {
                    setNotice(null);
                    drawer.openEdit(h, countries);
                  }}
                  onDelete={(h, countries) => setDeleting({ holder: h, countries })}
                />
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <RightsHolderDrawer state={drawer} onSaved={() => setNotice('saved')} />
      <ConfirmDialog
        open={deleting !== null}
        title={intl.formatMessage(m.deleteTitle)}
        body={deleting ? intl.formatMessage(m.deleteBody, { name: deleting.holder.name }) : ''}
        testId="rights-delete-confirm"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
