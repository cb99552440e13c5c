import { PersonRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import type { VisibleRecord } from '../../../data/catalogueHooks';
import { routePath, type RouteName } from '../../../domain/routes';
import type { EntityTab } from '../frame/EntityTabs';
import { PendingBadge, RecordFrame } from '../frame/RecordFrame';
import { recordCompanyMessages as m } from './messages';

export const RECORD_COMPANY_TABS: readonly EntityTab[] = [
  { routeName: 'library-recordcompany-info', label: m.tabInfo },
  { routeName: 'library-recordcompany-album', label: m.tabAlbums },
  { routeName: 'library-recordcompany-music', label: m.tabMusic },
];

const TEXTS = {
  tabs: m.tabs,
  unnamed: m.unnamed,
  notFound: m.notFound,
  notFoundHint: m.notFoundHint,
  backToList: m.backToList,
};

const badges = (company: VisibleRecord<'recordCompany'>) => (
  <PendingBadge record={company} testId="record-company" />
);

export function RecordCompanyFrame({
  tab,
  children,
}: {
  tab: RouteName;
  children: (company: VisibleRecord<'recordCompany'>) => ReactNode;
}) {
  return (
    <RecordFrame
      entity="recordCompany"
      param="recordcompanyId"
      tabs={RECORD_COMPANY_TABS}
      tab={tab}
      texts={TEXTS}
      listPath={routePath('library-recordcompany-list')}
      testId="record-company"
      icon={PersonRegular}
      badges={badges}
    >
      {children}
    </RecordFrame>
  );
}
