import { useIntl } from 'react-intl';
import { worksMessages } from '../artist/messages';
import { useRecordCompanyAlbums } from '../artist/useWorks';
import { AlbumWorksTable } from '../artist/WorksTables';
import { RecordCompanyFrame } from './RecordCompanyFrame';

function Albums({ id }: { id: string }) {
  const intl = useIntl();
  return (
    <AlbumWorksTable
      rows={useRecordCompanyAlbums(id)}
      withRoles={false}
      label={intl.formatMessage(worksMessages.albums)}
    />
  );
}

/** /library/recordcompany/:recordcompanyId/album: the albums bound to the record company. */
export function RecordCompanyAlbumsPage() {
  return (
    <RecordCompanyFrame tab="library-recordcompany-album">
      {(company) => <Albums id={company.id} />}
    </RecordCompanyFrame>
  );
}
