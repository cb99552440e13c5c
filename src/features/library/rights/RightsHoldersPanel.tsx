import { PeopleRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useRecords } from '../../../data/catalogueHooks';
import type { Album, RightsCountry, RightsHolder } from '../../../domain/catalogue';
import { contentLockOf } from '../shared/contentLock';
import { RecordPanel, type RecordPanelKind } from '../shared/RecordPanel';
import { rightsFieldLabels as labels, rightsMessages as m } from './messages';
import { RightsHolderDrawer } from './RightsHolderDrawer';
import { RightsHolderRow } from './RightsHolderRow';
import type { RightsOwner } from './rightsDraft';
import { removeRightsHolder, useRightsHolderDrawer } from './useRightsHolderDrawer';

/** A holder with its country records: deleted together. */
interface HolderWithShares {
  holder: RightsHolder;
  countries: readonly RightsCountry[];
}

const PANEL: RecordPanelKind = {
  testId: 'rights-holders',
  idPrefix: 'rights',
  emptyIcon: PeopleRegular,
  deleteContext: 'rights.delete',
  saveSyncNote: true,
};

/** The holders of an album as a whole (not its tracks'), or of one track. */
function useHolders(owner: RightsOwner): RightsHolder[] | undefined {
  const byAlbum = useRecords('rightsHolder', {
    where: { field: 'albumId', equals: owner.kind === 'album' ? owner.albumId : '' },
  });
  const byTrack = useRecords('rightsHolder', {
    where: { field: 'trackId', equals: owner.kind === 'track' ? owner.trackId : '' },
  });
  if (owner.kind === 'album') return byAlbum?.filter((h) => h.trackId === null);
  return byTrack;
}

/** The rights holder list of an album or a track, with the add/edit drawer and delete. */
export function RightsHoldersPanel({ owner, album }: { owner: RightsOwner; album: Album | null }) {
  const intl = useIntl();
  const drawer = useRightsHolderDrawer(owner);
  // a holder and its shares are added, changed and removed together: one rule for both entities
  const holderLock = contentLockOf('rightsHolder', album, m.lockedModification);
  const countryLock = contentLockOf('rightsCountry', album, m.lockedModification);
  const editable =
    holderLock.canAddRemove && countryLock.canAddRemove && holderLock.canEdit('name');
  const text = intl.formatMessage;

  return (
    <RecordPanel<RightsHolder, HolderWithShares>
      {...PANEL}
      texts={{
        ...m,
        hint: owner.kind === 'album' ? m.albumHint : m.trackHint,
        headers: [labels.type, labels.name, labels.email, m.countries, m.actions],
      }}
      access={{ editable, explanation: holderLock.explanation }}
      rows={useHolders(owner)}
      onAdd={drawer.openNew}
      renderRow={(holder, panel) => (
        <RightsHolderRow
          key={holder.id}
          holder={holder}
          editable={editable}
          onEdit={(h, countries) => {
            panel.clearNotice();
            drawer.openEdit(h, countries);
          }}
          onDelete={(h, countries) => panel.askDelete({ holder: h, countries })}
        />
      )}
      deleteBody={({ holder }) => text(m.deleteBody, { name: holder.name })}
      remove={({ holder, countries }) => removeRightsHolder(holder, countries)}
      drawer={(onSaved) => <RightsHolderDrawer state={drawer} onSaved={onSaved} />}
    />
  );
}
