// /staff/review/{orgId}/{albumId}: everything a reviewer needs on one screen, with the claim and the
// decision. The page is kept on the device (cacheRepo) so it reads offline; actions need the server.
// An album is named with its organisation: two organisations' albums may share an id.
import { Body1, MessageBar, MessageBarBody, Spinner, Title2 } from '@fluentui/react-components';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { DataStatusBar } from '../../components/DataStatusBar';
import { sharedMessages } from '../../components/messages';
import { useRemoteRefresh } from '../../components/useRemoteRefresh';
import { useCached } from '../../data/useCached';
import { reviewAlbumKey } from '../../domain/review/review';
import { reviewMessages as m } from './messages';
import { ReviewContent } from './ReviewContent';
import { ReviewDecision } from './ReviewDecision';
import { ReviewHistoryList } from './ReviewHistoryList';
import { useReviewStyles } from './Review.styles';
import { refreshReviewPage } from './reviewCalls';
import { orgNameText, stageText } from './reviewText';

export function ReviewAlbumPage() {
  const intl = useIntl();
  const styles = useReviewStyles();
  const { orgId = '', albumId = '' } = useParams();
  const album = useMemo(() => ({ orgId, albumId }), [orgId, albumId]);
  const refresh = useCallback((signal: AbortSignal) => refreshReviewPage(album, signal), [album]);
  const { status, retry } = useRemoteRefresh(refresh);
  const cached = useCached('reviewPages');
  const page = cached?.value[reviewAlbumKey(album)];
  const name = typeof page?.album.name === 'string' ? page.album.name : '';
  return (
    <div className={styles.page}>
      <Title2 as="h1" className={styles.heading}>
        {name === ''
          ? intl.formatMessage(m.queueHeading)
          : intl.formatMessage(m.pageHeading, { album: name })}
      </Title2>
      <DataStatusBar status={status} savedAt={page ? cached?.savedAt : undefined} onRetry={retry} />
      {page === undefined ? (
        status.kind === 'loading' ? (
          <Spinner size="small" label={intl.formatMessage(sharedMessages.loading)} />
        ) : (
          status.kind === 'offline' && (
            // nothing of this album on the device: say what it takes rather than show empty parts
            <MessageBar intent="warning" data-testid="review-page-needs-connection">
              <MessageBarBody>{intl.formatMessage(m.pageNeedsConnection)}</MessageBarBody>
            </MessageBar>
          )
        )
      ) : (
        <>
          <Body1 data-testid="review-stage">
            {`${orgNameText(intl, { name: page.orgName, nameEn: page.orgNameEn })} · ${intl.formatMessage(m.stageNow, { stage: stageText(intl, page.stage) })}`}
          </Body1>
          <ReviewDecision album={album} page={page} onDone={retry} />
          <ReviewContent album={album} page={page} />
          <ReviewHistoryList events={page.history} />
        </>
      )}
    </div>
  );
}
