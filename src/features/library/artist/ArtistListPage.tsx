import { PersonRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { routeTitles } from '../../../app/router/messages';
import type { Artist } from '../../../domain/catalogue';
import { lookupName } from '../shared/lookupOptions';
import { CodeCell, DateCell, NumberCell, useNameText } from '../lists/cells';
import { LibraryList } from '../lists/LibraryList';
import { useLibraryListStyles } from '../lists/LibraryList.styles';
import { GridLink, routePath } from '../lists/ListLinks';
import { artistTypeMessages, columnMessages as c, artistListMessages, sourceMessages } from '../lists/messages';
import type { ListColumn } from '../lists/VirtualGrid';
import { useArtistList } from './useArtistList';
import { NewArtistButton } from './NewArtistButton';

const m = artistListMessages;

/** Test ids of a row (a stable function: rows are memoized). */
const rowProps = (a: Artist) => ({ 'data-testid': 'artist-row', 'data-artist-id': a.id });

/** /library/artist/list */
export function ArtistListPage() {
  const intl = useIntl();
  const styles = useLibraryListStyles();
  const nameText = useNameText();
  const { state, list, filters } = useArtistList();

  const columns = useMemo<ListColumn<Artist>[]>(
    () => [
      {
        id: 'name',
        header: intl.formatMessage(c.name),
        min: 200,
        grow: 2,
        sortField: 'name',
        primary: true,
        render: (a, ctx) => (
          <GridLink to={routePath('library-artist-info', { artistId: a.id })} tabIndex={ctx.tabIndex}>
            {nameText(a.name)}
          </GridLink>
        ),
      },
      { id: 'type', header: intl.formatMessage(c.type), min: 90, grow: 0, render: (a) => <CodeCell value={a.type} labels={artistTypeMessages} /> },
      { id: 'country', header: intl.formatMessage(c.country), min: 130, grow: 1, render: (a) => lookupName('country', a.countryCode, intl.locale) },
      { id: 'albums', header: intl.formatMessage(c.albums), min: 70, grow: 0, numeric: true, render: (a) => <NumberCell value={a.albumCount} /> },
      { id: 'songs', header: intl.formatMessage(c.songs), min: 70, grow: 0, numeric: true, render: (a) => <NumberCell value={a.songCount} /> },
      { id: 'source', header: intl.formatMessage(c.source), min: 110, grow: 0, render: (a) => <CodeCell value={a.source} labels={sourceMessages} /> },
      { id: 'updatedAt', header: intl.formatMessage(c.updatedAt), min: 190, grow: 0, sortField: 'updatedAt', render: (a) => <DateCell value={a.updatedAt} withTime /> },
    ],
    [intl, nameText],
  );

  return (
    <LibraryList
      title={intl.formatMessage(routeTitles['library-artist-list'])}
      tableLabel={intl.formatMessage(m.table)}
      list={list}
      state={state}
      columns={columns}
      filters={filters}
      empty={{ title: intl.formatMessage(m.empty), hint: intl.formatMessage(m.emptyHint), icon: <PersonRegular className={styles.stateIcon} aria-hidden /> }}
      rowProps={rowProps}
      testId="artist"
      actions={<NewArtistButton />}
    />
  );
}
