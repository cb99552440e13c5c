// The clip and accompaniment lists: searched by title, their first two columns the title (opening the
// track's clips and accompaniments) and the track's name (or that the track is not on this device).
import { linkColumn, type ColumnContext, type EntityListSpec } from '../lists/EntityListPage';
import { routePath } from '../../../domain/routes';
import { columnMessages as c, listMessages } from '../lists/messages';
import type { ListColumn } from '../lists/VirtualGrid';
import type { WithTrackName } from './useTrackClipList';

type MediaRow = WithTrackName<{ id: string; title: string; trackId: string }>;

function mediaListColumns<T extends MediaRow>({
  intl,
  nameText,
  styles,
}: ColumnContext): ListColumn<T>[] {
  return [
    linkColumn<T>({
      id: 'title',
      header: intl.formatMessage(c.title),
      min: 180,
      grow: 2,
      to: (row) =>
        routePath('library-track-track-clip-and-accompaniment', { trackId: row.trackId }),
      text: (row) => nameText(row.title),
    }),
    {
      id: 'track',
      header: intl.formatMessage(c.track),
      min: 150,
      grow: 1.5,
      render: (row) =>
        row.trackName === null ? (
          <span className={styles.muted}>{intl.formatMessage(listMessages.unknownRecord)}</span>
        ) : (
          nameText(row.trackName)
        ),
    },
  ];
}

/** A clip or accompaniment list: its own columns follow the title and the track. */
export function mediaListSpec<T extends MediaRow>(
  spec: Omit<EntityListSpec<T>, 'nameKind'>,
): EntityListSpec<T> {
  return {
    ...spec,
    nameKind: 'title',
    columns: (ctx) => [...mediaListColumns<T>(ctx), ...spec.columns(ctx)],
  };
}
