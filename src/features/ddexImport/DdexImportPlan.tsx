// The plan of an uploaded message: what importing would do, its tracks, the artists and record
// companies with their matched / new badges, the files found or missing, and its problems grouped
// as errors and warnings with their lines (worded by the server in the reader's language).
import {
  Badge,
  Body1,
  MessageBar,
  MessageBarBody,
  TableCell,
  TableRow,
  Title3,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../components/RouterLink';
import { labels } from '../../i18n/labels';
import type { DdexImportPlanResult, WordedProblem } from '../../domain/ddex/importApi';
import { routePath } from '../../domain/routes';
import { RecordTable } from '../library/shared/RecordTable';
import { useReviewStyles } from '../review/Review.styles';
import { ddexImportMessages as m } from './messages';

/** The server words each problem with its line already in it. */
function ProblemList({ problems, testId }: { problems: WordedProblem[]; testId: string }) {
  return (
    <ul data-testid={testId}>
      {problems.map((p, i) => (
        <li key={`${p.code}-${i}`} data-code={p.code} data-line={p.line}>
          {p.text}
        </li>
      ))}
    </ul>
  );
}

const seconds = (ms: number | null) =>
  ms === null
    ? '–'
    : `${Math.floor(ms / 60_000)}:${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}`;

export function DdexImportPlan({ result }: { result: DdexImportPlanResult }) {
  const intl = useIntl();
  const styles = useReviewStyles();
  const { plan } = result;
  const errors = result.problems.filter((p) => p.severity === 'error');
  const warnings = result.problems.filter((p) => p.severity === 'warning');
  const foundUris = new Set(result.found.map((f) => f.uri));
  const parties = [
    ...plan.artists.map((p) => ({ ...p, kind: m.kindArtist })),
    ...plan.recordCompanies.map((p) => ({ ...p, kind: m.kindCompany })),
  ];
  const matchBadge = (matchedId: string | null) =>
    matchedId === null ? (
      <Badge appearance="tint" color="informative">
        {intl.formatMessage(m.isNew)}
      </Badge>
    ) : (
      <Badge appearance="tint" color="success" title={matchedId}>
        {intl.formatMessage(m.matched)}
      </Badge>
    );

  return (
    <section className={styles.card} data-testid="ddex-plan" aria-labelledby="ddex-plan-heading">
      <Title3 as="h2" id="ddex-plan-heading">
        {intl.formatMessage(m.planHeading, { album: plan.album?.name ?? '–' })}
      </Title3>
      <Body1 className={styles.muted}>
        {intl.formatMessage(m.messageFacts, {
          messageId: plan.messageId ?? '–',
          sender: plan.senderName ?? plan.senderDpid ?? '–',
        })}
      </Body1>
      <MessageBar intent={result.effect === 'takedown' ? 'warning' : 'info'}>
        <MessageBarBody data-testid="ddex-effect">
          {intl.formatMessage(result.effect === 'takedown' ? m.effectTakedown : m.effectCreate)}{' '}
          {result.takedownAlbumId === null ? null : (
            <RouterLink
              to={routePath('staff-review-album', {
                orgId: result.orgId,
                albumId: result.takedownAlbumId,
              })}
            >
              {intl.formatMessage(m.takedownAlbum)}
            </RouterLink>
          )}
        </MessageBarBody>
      </MessageBar>
      {result.importedAlbum === null ? null : (
        <MessageBar intent="warning">
          <MessageBarBody>
            {intl.formatMessage(m.alreadyImported, { album: result.importedAlbum.albumName })}{' '}
            <RouterLink
              to={routePath('staff-review-album', {
                orgId: result.orgId,
                albumId: result.importedAlbum.albumId,
              })}
            >
              {intl.formatMessage(m.openAlbum)}
            </RouterLink>
          </MessageBarBody>
        </MessageBar>
      )}
      <Title3 as="h3">{intl.formatMessage(m.errors, { count: errors.length })}</Title3>
      {errors.length === 0 ? (
        <Body1 className={styles.muted}>{intl.formatMessage(m.noProblems)}</Body1>
      ) : (
        <ProblemList problems={errors} testId="ddex-errors" />
      )}
      <Title3 as="h3">{intl.formatMessage(m.warnings, { count: warnings.length })}</Title3>
      {warnings.length === 0 ? null : <ProblemList problems={warnings} testId="ddex-warnings" />}
      <RecordTable
        label={intl.formatMessage(m.tracksTable)}
        headers={[
          intl.formatMessage(m.colPosition),
          intl.formatMessage(m.colTitle),
          intl.formatMessage(labels.isrc),
          intl.formatMessage(m.colDuration),
        ]}
        classNames={{ wrap: styles.tableWrap }}
        testId="ddex-tracks"
      >
        {plan.tracks.map((t) => (
          <TableRow key={t.resourceRef}>
            <TableCell>{`${t.discNo} / ${t.trackNo}`}</TableCell>
            <TableCell>{t.name}</TableCell>
            <TableCell>{t.isrc ?? '–'}</TableCell>
            <TableCell>{seconds(t.durationMs)}</TableCell>
          </TableRow>
        ))}
      </RecordTable>
      <RecordTable
        label={intl.formatMessage(m.partiesTable)}
        headers={[
          intl.formatMessage(m.colName),
          intl.formatMessage(m.colKind),
          intl.formatMessage(m.colMatch),
        ]}
        classNames={{ wrap: styles.tableWrap }}
        testId="ddex-parties"
      >
        {parties.map((p) => (
          <TableRow key={`${p.partyRef}-${p.kind.id}`}>
            <TableCell>{p.foreignName ? `${p.name} (${p.foreignName})` : p.name}</TableCell>
            <TableCell>{intl.formatMessage(p.kind)}</TableCell>
            <TableCell>{matchBadge(p.matchedId)}</TableCell>
          </TableRow>
        ))}
      </RecordTable>
      {plan.files.length === 0 ? null : (
        <RecordTable
          label={intl.formatMessage(m.filesTable)}
          headers={[intl.formatMessage(m.colFile), intl.formatMessage(m.colState)]}
          classNames={{ wrap: styles.tableWrap }}
          testId="ddex-files"
        >
          {plan.files.map((f) => (
            <TableRow key={f.uri}>
              <TableCell>{f.uri}</TableCell>
              <TableCell>
                <Badge appearance="tint" color={foundUris.has(f.uri) ? 'success' : 'warning'}>
                  {intl.formatMessage(foundUris.has(f.uri) ? m.fileFound : m.fileMissing)}
                </Badge>
              </TableCell>
            </TableRow>
          ))}
        </RecordTable>
      )}
    </section>
  );
}
