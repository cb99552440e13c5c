// Every page of one album, track, artist, record company or P/C line: its title and badges, the
// tab row, and loading / not-found answered once for all its tabs.
import { Badge, Body1, Spinner, Title2, Title3 } from '@fluentui/react-components';
import type { FluentIcon } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useParams } from 'react-router-dom';
import { sharedMessages } from '../../../components/messages';
import { RouterLink } from '../../../components/RouterLink';
import { useRecord, type VisibleRecord } from '../../../data/catalogueHooks';
import type { RouteName } from '../../../domain/routes';
import { useAlbumPageStyles } from '../album/AlbumPages.styles';
import { artistInfoMessages } from '../artist/messages';
import { EntityTabs, type EntityTab } from './EntityTabs';

type FramedEntity = 'album' | 'track' | 'artist' | 'recordCompany' | 'plCline';

export interface FrameTexts {
  tabs: MessageDescriptor;
  unnamed: MessageDescriptor;
  notFound: MessageDescriptor;
  notFoundHint: MessageDescriptor;
  backToList: MessageDescriptor;
}

interface Props<E extends FramedEntity> {
  entity: E;
  /** the route parameter holding the record's id */
  param: string;
  tabs: readonly EntityTab[];
  tab: RouteName;
  texts: FrameTexts;
  listPath: string;
  /** `<testId>-title`, `<testId>-not-found` */
  testId: string;
  /** shown when the record is not found */
  icon: FluentIcon;
  /** beside the title (review and release state, not yet synchronised) */
  badges?: (record: VisibleRecord<E>) => ReactNode;
  children: (record: VisibleRecord<E>) => ReactNode;
}

export function RecordFrame<E extends FramedEntity>({
  entity,
  param,
  tabs,
  tab,
  texts,
  listPath,
  testId,
  icon: Icon,
  badges,
  children,
}: Props<E>) {
  const styles = useAlbumPageStyles();
  const intl = useIntl();
  const id = useParams()[param] ?? '';
  const record = useRecord(entity, id);

  if (record === undefined)
    return <Spinner size="small" label={intl.formatMessage(sharedMessages.loading)} />;
  if (record === null) {
    return (
      <div className={`${styles.panel} ${styles.empty}`} data-testid={`${testId}-not-found`}>
        <Icon className={styles.emptyIcon} aria-hidden />
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
        {badges?.(record)}
      </div>
      {tabs.length > 1 && (
        <EntityTabs tabs={tabs} current={tab} params={{ [param]: id }} label={texts.tabs} />
      )}
      {children(record)}
    </div>
  );
}

/** A record the server has not acknowledged yet (version 0). */
export function PendingBadge({ record, testId }: { record: { version: number }; testId: string }) {
  const intl = useIntl();
  if (record.version !== 0) return null;
  return (
    <Badge appearance="tint" color="warning" data-testid={`${testId}-pending`}>
      {intl.formatMessage(artistInfoMessages.pending)}
    </Badge>
  );
}
