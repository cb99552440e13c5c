import { PersonRegular } from '@fluentui/react-icons';
import { routeTitles } from '../../../app/router/messages';
import type { Artist } from '../../../domain/catalogue';
import { lookupName } from '../shared/lookupOptions';
import { CodeCell, DateCell } from '../lists/cells';
import { EntityListPage, linkColumn, type EntityListSpec } from '../lists/EntityListPage';
import { routePath } from '../../../domain/routes';
import {
  artistTypeMessages,
  columnMessages as c,
  artistListMessages,
  sourceMessages,
} from '../lists/messages';
import { useArtistList } from './useArtistList';
import { NewArtistButton } from './NewArtistButton';
import { ArtistAlbumCountCell, ArtistSongCountCell } from './WorkCountCells';

const spec: EntityListSpec<Artist> = {
  title: routeTitles['library-artist-list'],
  texts: artistListMessages,
  icon: PersonRegular,
  testId: 'artist',
  actions: <NewArtistButton />,
  columns: ({ intl, nameText }) => [
    linkColumn({
      id: 'name',
      header: intl.formatMessage(c.name),
      min: 200,
      grow: 2,
      to: (a) => routePath('library-artist-info', { artistId: a.id }),
      text: (a) => nameText(a.name),
    }),
    {
      id: 'type',
      header: intl.formatMessage(c.type),
      min: 90,
      grow: 0,
      render: (a) => <CodeCell value={a.type} labels={artistTypeMessages} />,
    },
    {
      id: 'country',
      header: intl.formatMessage(c.country),
      min: 130,
      grow: 1,
      render: (a) => lookupName('country', a.countryCode, intl.locale),
    },
    {
      id: 'albums',
      header: intl.formatMessage(c.albums),
      min: 70,
      grow: 0,
      numeric: true,
      render: (a) => <ArtistAlbumCountCell artistId={a.id} />,
    },
    {
      id: 'songs',
      header: intl.formatMessage(c.songs),
      min: 70,
      grow: 0,
      numeric: true,
      render: (a) => <ArtistSongCountCell artistId={a.id} />,
    },
    {
      id: 'source',
      header: intl.formatMessage(c.source),
      min: 110,
      grow: 0,
      render: (a) => <CodeCell value={a.source} labels={sourceMessages} />,
    },
    {
      id: 'updatedAt',
      header: intl.formatMessage(c.updatedAt),
      min: 190,
      grow: 0,
      sortField: 'updatedAt',
      render: (a) => <DateCell value={a.updatedAt} withTime />,
    },
  ],
};

/** /library/artist/list */
export function ArtistListPage() {
  return <EntityListPage spec={spec} data={useArtistList()} />;
}
