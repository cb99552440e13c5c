import { useIntl } from 'react-intl';
import { worksMessages } from '../artist/messages';
import { useRecordCompanyTracks } from '../artist/useWorks';
import { TrackWorksTable } from '../artist/WorksTables';
import { RecordCompanyFrame } from './RecordCompanyFrame';

function Music({ id }: { id: string }) {
  const intl = useIntl();
  return (
    <TrackWorksTable
      rows={useRecordCompanyTracks(id)}
      withRoles={false}
      label={intl.formatMessage(worksMessages.songs)}
    />
  );
}

/** /library/recordcompany/:recordcompanyId/music: the tracks whose label is the record company. */
export function RecordCompanyMusicPage() {
  return (
    <RecordCompanyFrame tab="library-recordcompany-music">
      {(company) => <Music id={company.id} />}
    </RecordCompanyFrame>
  );
}
