// The first two columns of the clip and accompaniment lists: the title opens the track's clips and
// accompaniments, then the track's name (or that the track is not on this device).
import type { ColumnContext } from '../lists/EntityListPage';
import { linkColumn } from '../lists/EntityListPage';
import { routePath } from '../lists/ListLinks';
import { columnMessages as c, listMessages } from '../lists/messages';
import type { ListColumn } from '../lists/VirtualGrid';
import type { WithTrackName } from './useTrackClipList';

type MediaRow = WithTrackName<{ id: string; title: string; trackId: string }>;

export function mediaListColumns<T extends MediaRow>({ intl, nameText, styles }: ColumnContext): ListColumn<T>[] {
  return [
    linkColumn<T>({ id: 'title', header: intl.formatMessage(c.title), min: 180, grow: 2, to: (row) => routePath('library-track-track-clip-and-accompaniment', { trackId: row.trackId }), text: (row) => nameText(row.title) }),
    {
      id: 'track',
      header: intl.formatMessage(c.track),
      min: 150,
      grow: 1.5,
      render: (row) => (row.trackName === null ? <span className={styles.muted}>{intl.formatMessage(listMessages.unknownRecord)}</span> : nameText(row.trackName)),
    },
  ];
}
