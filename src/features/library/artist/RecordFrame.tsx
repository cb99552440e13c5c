// Every page of one artist, record company or P/C line: its title, a "not yet synchronised" badge,
// the tab row, and loading / not-found answered once for all its tabs.
import { Badge, Body1, Spinner, Title2, Title3 } from '@fluentui/react-components';
import { PersonRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useParams } from 'react-router-dom';
import { sharedMessages } from '../../../components/messages';
import { RouterLink } from '../../../components/RouterLink';
import { useRecord, type VisibleRecord } from '../../../data/catalogueHooks';
import type { RouteName } from '../../../domain/routes';
import { useAlbumPageStyles } from '../album/AlbumPages.styles';
import { EntityTabs, type EntityTab } from '../frame/EntityTabs';
import { artistInfoMessages } from './messages';

type PartyEntity = 'artist' | 'recordCompany' | 'plCline';

export interface FrameTexts {
  tabs: MessageDescriptor;
  unnamed: MessageDescriptor;
  notFound: MessageDescriptor;
  notFoundHint: MessageDescriptor;
  backToList: MessageDescriptor;
}

interface Props<E extends PartyEntity> {
  entity: E;
  /** the route parameter holding the record's id */
  param: string;
  tabs: readonly EntityTab[];
  tab: RouteName;
  texts: FrameTexts;
  listPath: string;
  testId: string;
  children: (record: VisibleRecord<E>) => ReactNode;
}

export function RecordFrame<E extends PartyEntity>({ entity, param, tabs, tab, texts, listPath, testId, children }: Props<E>) {
  const styles = useAlbumPageStyles();
  const intl = useIntl();
  const id = useParams()[param] ?? '';
  const record = useRecord(entity, id);

  if (record === undefined) return <Spinner size="small" label={intl.formatMessage(sharedMessages.loading)} />;
  if (record === null) {
    return (
      <div className={`${styles.panel} ${styles.empty}`} data-testid={`${testId}-not-found`}>
        <PersonRegular className={styles.emptyIcon} aria-hidden />
        <Title3 as="h1" className={styles.heading}>
          {intl.formatMessage(texts.notFound)}
        </Title3>
        <Body1 className={styles.muted}>{intl.formatMessage(texts.notFoundHint)}</Body1>
        <RouterLink to={listPath}>{intl.formatMessage(texts.backToList)}</RouterLink>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <Title2 as="h1" className={styles.heading} data-testid={`${testId}-title`}>
          {record.name || intl.formatMessage(texts.unnamed)}
        </Title2>
        {record.version === 0 && (
          <Badge appearance="tint" color="warning" data-testid={`${testId}-pending`}>
            {intl.formatMessage(artistInfoMessages.pending)}
          </Badge>
        )}
      </div>
      {tabs.length > 1 && <EntityTabs tabs={tabs} current={tab} params={{ [param]: id }} label={texts.tabs} />}
      {children(record)}
    </div>
  );
}
