import {
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MaterialMissing } from '../../../domain/batch/playlistTypes';
import { issueText } from '../../upload/uploadText';
import { useBatchStyles } from '../BatchWizard.styles';
import { TableFrame } from './TableFrame';
import { batchMaterialMessages as m } from '../messages';
import { playlistServices } from '../playlistServices';
import type { AcceptedMaterial } from '../run/batchPlan';
import { targetText, type TargetNames } from '../targetText';
import type { RefusedMaterial } from '../useMaterials';

function Section({
  id,
  title,
  testId,
  headers,
  children,
  tone,
}: {
  id: string;
  title: string;
  testId: string;
  headers: string[];
  children: ReactNode;
  tone?: 'error';
}) {
  const styles = useBatchStyles();
  return (
    <section className={styles.head} aria-labelledby={id}>
      <Subtitle2
        as="h3"
        id={id}
        className={tone === 'error' ? styles.error : styles.sectionHeading}
      >
        {title}
      </Subtitle2>
      <TableFrame label={title}>
        <Table size="small" aria-labelledby={id} data-testid={testId}>
          <TableHeader>
            <TableRow>
              {headers.map((h) => (
                <TableHeaderCell key={h}>{h}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>{children}</TableBody>
        </Table>
      </TableFrame>
    </section>
  );
}

export function AcceptedTable({
  accepted,
  names,
}: {
  accepted: readonly AcceptedMaterial[];
  names: TargetNames;
}) {
  const intl = useIntl();
  return (
    <Section
      id="batch-accepted-heading"
      title={intl.formatMessage(m.accepted)}
      testId="batch-materials-accepted"
      headers={[intl.formatMessage(m.colFile), intl.formatMessage(m.colTarget)]}
    >
      {accepted.map((a) => (
        <TableRow key={a.path} data-testid="batch-material" data-kind={a.target.kind}>
          <TableCell>{a.path}</TableCell>
          <TableCell>{targetText(intl, a.target, names)}</TableCell>
        </TableRow>
      ))}
    </Section>
  );
}

export function RefusedTable({ refused }: { refused: readonly RefusedMaterial[] }) {
  const intl = useIntl();
  const reason = (r: RefusedMaterial) => {
    if (r.matchIssue !== null)
      return intl.formatMessage(playlistServices.issueMessage(r.matchIssue), { file: r.name });
    const issues = r.check?.issues.filter((i) => i.severity === 'error') ?? [];
    return issues.length > 0
      ? issues.map((i) => issueText(intl, i, r.name)).join(' ')
      : intl.formatMessage(m.checkFailed, { file: r.name });
  };
  return (
    <Section
      id="batch-refused-heading"
      tone="error"
      title={intl.formatMessage(m.refused)}
      testId="batch-materials-refused"
      headers={[intl.formatMessage(m.colFile), intl.formatMessage(m.colReason)]}
    >
      {refused.map((r) => (
        <TableRow key={r.path} data-testid="batch-material-refused">
          <TableCell>{r.path}</TableCell>
          <TableCell>{reason(r)}</TableCell>
        </TableRow>
      ))}
    </Section>
  );
}

export function MissingTable({
  missing,
  names,
}: {
  missing: readonly MaterialMissing[];
  names: TargetNames;
}) {
  const intl = useIntl();
  return (
    <Section
      id="batch-missing-heading"
      title={intl.formatMessage(m.missing)}
      testId="batch-materials-missing"
      headers={[
        intl.formatMessage(m.colFolder),
        intl.formatMessage(m.colFile),
        intl.formatMessage(m.colTarget),
      ]}
    >
      {missing.map((x) => (
        <TableRow
          key={`${x.folder}/${x.kind}/${x.row}/${x.fileName}`}
          data-testid="batch-material-missing"
        >
          <TableCell>{x.folder}</TableCell>
          <TableCell>{x.fileName}</TableCell>
          <TableCell>
            {targetText(
              intl,
              x.kind === 'cover'
                ? { kind: 'cover', folder: x.folder }
                : { kind: x.kind, folder: x.folder, trackRow: x.row },
              names,
            )}
          </TableCell>
        </TableRow>
      ))}
    </Section>
  );
}
