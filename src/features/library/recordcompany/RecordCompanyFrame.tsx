import type { ReactNode } from 'react';
import type { VisibleRecord } from '../../../data/catalogueHooks';
import { routePath, type RouteName } from '../../../domain/routes';
import type { EntityTab } from '../frame/EntityTabs';
import { RecordFrame } from '../artist/RecordFrame';
import { recordCompanyMessages as m } from './messages';

export const RECORD_COMPANY_TABS: readonly EntityTab[] = [
  { routeName: 'library-recordcompany-info', label: m.tabInfo },
  { routeName: 'library-recordcompany-album', label: m.tabAlbums },
  { routeName: 'library-recordcompany-music', label: m.tabMusic },
];

const TEXTS = { tabs: m.tabs, unnamed: m.unnamed, notFound: m.notFound, notFoundHint: m.notFoundHint, backToList: m.backToList };

export function RecordCompanyFrame({ tab, children }: { tab: RouteName; children: (company: VisibleRecord<'recordCompany'>) => ReactNode }) {
  return (
    <RecordFrame
      entity="recordCompany"
      param="recordcompanyId"
      tabs={RECORD_COMPANY_TABS}
      tab={tab}
      texts={TEXTS}
      listPath={routePath('library-recordcompany-list')}
      testId="record-company"
    >
      {children}
    </RecordFrame>
  );
}
