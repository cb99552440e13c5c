import { PersonRegular } from '@fluentui/react-icons';
import { FormattedDate, useIntl } from 'react-intl';
import type { PlCline } from '../../../domain/catalogue';
import { routePath } from '../../../domain/routes';
import type { EntityTab } from '../frame/EntityTabs';
import { sourceText } from '../artist/sourceText';
import { PendingBadge, RecordFrame } from '../frame/RecordFrame';
import { PartyInfoForm, type Fact } from '../recordcompany/PartyInfoForm';
import { plClineFieldMessages as f, plClineMessages as m } from './messages';

const TABS: readonly EntityTab[] = [{ routeName: 'library-pline-cline-info', label: m.tabInfo }];
const TEXTS = {
  tabs: m.tabs,
  unnamed: m.unnamed,
  notFound: m.notFound,
  notFoundHint: m.notFoundHint,
  backToList: m.backToList,
};

const badges = (line: PlCline) => <PendingBadge record={line} testId="pl-cline" />;

function PlClineInfo({ line }: { line: PlCline }) {
  const intl = useIntl();
  const pending = line.version === 0;
  const facts: Fact[] = [
    {
      label: f.createdAt,
      value: pending ? (
        intl.formatMessage(m.notYetCreated)
      ) : (
        <time dateTime={line.createdAt}>
          <FormattedDate value={line.createdAt} dateStyle="medium" timeStyle="short" />
        </time>
      ),
    },
    { label: f.source, value: sourceText(intl, line) },
  ];
  return (
    <PartyInfoForm
      key={line.id}
      entity="plCline"
      record={line}
      labels={f}
      facts={facts}
      testId="pl-cline"
    />
  );
}

/** /library/pline-cline/:id/info: the name (unique per authorizing party), authorizing party, source, create time. */
export function PlClineInfoPage() {
  return (
    <RecordFrame
      entity="plCline"
      param="id"
      tabs={TABS}
      tab="library-pline-cline-info"
      texts={TEXTS}
      listPath={routePath('library-pline-cline-list')}
      testId="pl-cline"
      icon={PersonRegular}
      badges={badges}
    >
      {(line) => <PlClineInfo line={line} />}
    </RecordFrame>
  );
}
