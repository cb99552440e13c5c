import { TableCell, TableRow, Text } from '@fluentui/react-components';
import { GlobeRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { sharedMessages } from '../../../components/messages';
import { deleteRecord } from '../../../data/catalogueRepo';
import { useRecords } from '../../../data/catalogueHooks';
import type { Album, Localization } from '../../../domain/catalogue';
import { useAlbumPageStyles } from '../album/AlbumPages.styles';
import { contentLockOf } from '../shared/contentLock';
import { lookupName } from '../shared/lookupOptions';
import { RecordPanel, type RecordPanelKind } from '../shared/RecordPanel';
import { RowActions } from '../shared/RecordTable';
import { LocalizationDrawer } from './LocalizationDrawer';
import type { LocalizationOwner } from './localizationDraft';
import { localizationFieldLabels as labels, localizationMessages as m } from './messages';
import { useLocalizationDrawer } from './useLocalizationDrawer';

const PANEL: RecordPanelKind = {
  testId: 'localization',
  idPrefix: 'localization',
  emptyIcon: GlobeRegular,
  deleteContext: 'localization.delete',
};

/** The localization rows of one album or track, with the add/edit drawer and delete. */
export function LocalizationPanel({
  owner,
  album,
}: {
  owner: LocalizationOwner;
  album: Album | null;
}) {
  const intl = useIntl();
  const page = useAlbumPageStyles();
  const all = useRecords('localization', { where: { field: 'entityId', equals: owner.entityId } });
  const rows = all?.filter((r) => r.entity === owner.entity);
  const drawer = useLocalizationDrawer(owner, rows ?? []);
  const lock = contentLockOf('localization', album);
  const editable = lock.canAddRemove && lock.canEdit('name');
  const isAlbum = owner.entity === 'album';
  const languageOf = (row: Localization) =>
    lookupName('displayLanguage', row.language, intl.locale);
  const text = intl.formatMessage;

  return (
    <RecordPanel<Localization, Localization>
      {...PANEL}
      texts={{
        ...m,
        heading: isAlbum ? m.albumHeading : m.trackHeading,
        hint: isAlbum ? m.albumHint : m.trackHint,
        headers: [
          labels.language,
          labels.name,
          labels.subTitle,
          ...(isAlbum ? [m.coverColumn] : []),
          m.actions,
        ],
      }}
      access={{ editable, explanation: lock.explanation }}
      rows={rows}
      onAdd={drawer.openNew}
      renderRow={(row, panel) => (
        <TableRow key={row.id} data-testid="localization-row" data-language={row.language}>
          <TableCell>{languageOf(row)}</TableCell>
          <TableCell>
            <Text weight="semibold">{row.name}</Text>
          </TableCell>
          <TableCell>{row.subTitle}</TableCell>
          {isAlbum && (
            <TableCell>
              {row.overseasCover ? (
                text(sharedMessages.pixelSize, {
                  width: row.overseasCover.widthPx,
                  height: row.overseasCover.heightPx,
                })
              ) : (
                <span className={page.muted}>{text(m.coverNone)}</span>
              )}
            </TableCell>
          )}
          <TableCell>
            <RowActions
              editLabel={text(m.editFor, { language: languageOf(row) })}
              deleteLabel={text(m.deleteFor, { language: languageOf(row) })}
              disabled={!editable}
              onEdit={() => {
                panel.clearNotice();
                drawer.openEdit(row);
              }}
              onDelete={() => panel.askDelete(row)}
            />
          </TableCell>
        </TableRow>
      )}
      deleteBody={(row) => text(m.deleteBody, { language: languageOf(row) })}
      remove={(row) => deleteRecord('localization', row.id)}
      drawer={(onSaved) => (
        <LocalizationDrawer entity={owner.entity} state={drawer} onSaved={onSaved} />
      )}
    />
  );
}
