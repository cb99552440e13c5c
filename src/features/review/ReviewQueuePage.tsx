// /staff/review: every organisation's albums pending review, oldest first, with filters and
// counts. Read from the device when offline (the last loaded copy, with its time).
import {
  Body1,
  Field,
  Select,
  Spinner,
  TableCell,
  TableRow,
  Title2,
} from '@fluentui/react-components';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { DataStatusBar } from '../../components/DataStatusBar';
import { sharedMessages } from '../../components/messages';
import { RouterLink } from '../../components/RouterLink';
import { useRemoteRefresh } from '../../components/useRemoteRefresh';
import { useCached } from '../../data/useCached';
import { REVIEW_WAIT_FILTERS } from '../../domain/review/review';
import { routePath } from '../../domain/routes';
import { RecordTable } from '../library/shared/RecordTable';
import { reviewMessages as m } from './messages';
import { useReviewStyles } from './Review.styles';
import { refreshReviewQueue } from './reviewCalls';
import { orgNameText, stageText, waitingText } from './reviewText';

export function ReviewQueuePage() {
  const intl = useIntl();
  const styles = useReviewStyles();
  const [orgId, setOrgId] = useState('');
  const [type, setType] = useState('');
  const [wait, setWait] = useState('');
  const query = useMemo(() => {
    const q: Record<string, string> = { size: '100' };
    if (orgId) q.orgId = orgId;
    if (type) q.type = type;
    if (wait) q.minWaitHours = wait;
    return q;
  }, [orgId, type, wait]);
  const refresh = useCallback((signal: AbortSignal) => refreshReviewQueue(query, signal), [query]);
  const { status, retry } = useRemoteRefresh(refresh);
  const cached = useCached('reviewQueue');
  const page = cached?.value.page;
  const time = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const orgName = (o: { name: string; nameEn: string }) => orgNameText(intl, o);

  return (
    <div className={styles.page}>
      <Title2 as="h1" className={styles.heading}>
        {intl.formatMessage(m.queueHeading)}
      </Title2>
      <DataStatusBar status={status} savedAt={cached?.savedAt} onRetry={retry} />
      <div className={styles.filters}>
        <Field label={intl.formatMessage(m.filterOrg)}>
          <Select value={orgId} onChange={(_, d) => setOrgId(d.value)} data-testid="review-org">
            <option value="">{intl.formatMessage(m.allOrgs)}</option>
            {page?.counts.byOrg.map((o) => (
              <option key={o.orgId} value={o.orgId}>
                {`${orgName(o)} (${o.count})`}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={intl.formatMessage(m.filterType)}>
          <Select value={type} onChange={(_, d) => setType(d.value)} data-testid="review-type">
            <option value="">{intl.formatMessage(m.allTypes)}</option>
            <option value="11">{intl.formatMessage(m.typeNew)}</option>
            <option value="16">{intl.formatMessage(m.typeModification)}</option>
          </Select>
        </Field>
        <Field label={intl.formatMessage(m.filterWait)}>
          <Select value={wait} onChange={(_, d) => setWait(d.value)} data-testid="review-wait">
            <option value="">{intl.formatMessage(m.anyWait)}</option>
            {REVIEW_WAIT_FILTERS.filter((h) => h > 0).map((hours) => (
              <option key={hours} value={String(hours)}>
                {intl.formatMessage(m.waitAtLeast, { hours })}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {page === undefined ? (
        <Spinner size="small" label={intl.formatMessage(sharedMessages.loading)} />
      ) : (
        <>
          <Body1 data-testid="review-counts">
            {intl.formatMessage(m.counts, {
              total: page.total,
              newAlbums: page.counts.newAlbums,
              modifications: page.counts.modifications,
            })}
          </Body1>
          {page.list.length === 0 ? (
            <Body1 className={styles.muted} data-testid="review-empty">
              {intl.formatMessage(m.empty)}
            </Body1>
          ) : (
            <RecordTable
              label={intl.formatMessage(m.queueTable)}
              headers={[
                intl.formatMessage(m.colAlbum),
                intl.formatMessage(m.colOrg),
                intl.formatMessage(m.colType),
                intl.formatMessage(m.colStage),
                intl.formatMessage(m.colSubmitted),
                intl.formatMessage(m.colWaiting),
                intl.formatMessage(m.colClaim),
              ]}
              classNames={{ wrap: styles.tableWrap }}
              testId="review-queue"
            >
              {page.list.map((item) => (
                <TableRow key={`${item.orgId}/${item.albumId}`} data-album={item.albumId}>
                  <TableCell>
                    <RouterLink
                      to={routePath('staff-review-album', {
                        orgId: item.orgId,
                        albumId: item.albumId,
                      })}
                    >
                      {item.name}
                    </RouterLink>
                  </TableCell>
                  <TableCell>{orgName({ name: item.orgName, nameEn: item.orgNameEn })}</TableCell>
                  <TableCell>
                    {intl.formatMessage(item.type === 16 ? m.typeModification : m.typeNew)}
                  </TableCell>
                  <TableCell>{stageText(intl, item.stage)}</TableCell>
                  <TableCell>{time(item.submittedAt)}</TableCell>
                  <TableCell>{waitingText(intl, item.waitingMs)}</TableCell>
                  <TableCell>
                    {item.claim === null
                      ? intl.formatMessage(m.unclaimed)
                      : item.claim.isMine
                        ? intl.formatMessage(m.claimMine, {
                            time: intl.formatTime(item.claim.expiresAt),
                          })
                        : intl.formatMessage(m.claimOther, {
                            name: item.claim.reviewerName,
                            time: intl.formatTime(item.claim.expiresAt),
                          })}
                  </TableCell>
                </TableRow>
              ))}
            </RecordTable>
          )}
        </>
      )}
    </div>
  );
}
