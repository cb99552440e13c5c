import { FormattedDate, useIntl } from 'react-intl';
import type { RecordCompany } from '../../../domain/catalogue';
import { sourceText } from '../artist/sourceText';
import { useRecordCompanyAlbums, useRecordCompanyTracks } from '../artist/useWorks';
import { recordCompanyFieldMessages as f, recordCompanyMessages as m } from './messages';
import { PartyInfoForm, type Fact } from './PartyInfoForm';
import { RecordCompanyFrame } from './RecordCompanyFrame';

function RecordCompanyInfo({ company }: { company: RecordCompany }) {
  const intl = useIntl();
  // counted on the device: the server does not keep albumCount/trackCount up to date
  const albums = useRecordCompanyAlbums(company.id);
  const tracks = useRecordCompanyTracks(company.id);
  const pending = company.version === 0;
  const facts: Fact[] = [
    {
      label: f.albumCount,
      value: albums === undefined ? '…' : intl.formatNumber(albums.length),
      testId: 'record-company-album-count',
    },
    {
      label: f.trackCount,
      value: tracks === undefined ? '…' : intl.formatNumber(tracks.length),
      testId: 'record-company-track-count',
    },
    {
      label: f.creatorName,
      value:
        company.creatorName ?? intl.formatMessage(pending ? m.notYetCreated : m.unknownCreator),
    },
    {
      label: f.createdAt,
      value: pending ? (
        intl.formatMessage(m.notYetCreated)
      ) : (
        <time dateTime={company.createdAt}>
          <FormattedDate value={company.createdAt} dateStyle="medium" timeStyle="short" />
        </time>
      ),
    },
    { label: f.source, value: sourceText(intl, company) },
  ];
  return (
    <PartyInfoForm
      key={company.id}
      entity="recordCompany"
      record={company}
      labels={f}
      facts={facts}
      testId="record-company"
    />
  );
}

/** /library/recordcompany/:recordcompanyId/info: name, display language, bound counts, creator, create time, source. */
export function RecordCompanyInfoPage() {
  return (
    <RecordCompanyFrame tab="library-recordcompany-info">
      {(company) => <RecordCompanyInfo company={company} />}
    </RecordCompanyFrame>
  );
}
