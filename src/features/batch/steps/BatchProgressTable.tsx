import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { RouterLink } from '../../../components/RouterLink';
import type { BatchAlbumPlan, BatchFileRow, BatchProblem, BatchRow } from '../../../data/batchRepo';
import { routePath } from '../../../domain/routes';
import type { UploadTask } from '../../../uploads/uploadTasks';
import { useBatchStyles } from '../BatchWizard.styles';
import { batchFinishMessages as m } from '../messages';
import { displayFile, filesByAlbum } from '../run/batchProgress';
import { targetNamesOf, targetText } from '../targetText';
import { TableFrame } from './TableFrame';
import { AlbumStateBadge, AssociationStateBadge, FileStateBadge } from './StateBadges';

export function problemText(
  intl: IntlShape,
  problem: BatchProblem | null,
  fileName: string,
): string {
  return problem === null
    ? ''
    : intl.formatMessage({ id: problem.code }, { file: fileName, ...problem.params });
}

function AlbumCell({ album }: { album: BatchAlbumPlan }) {
  const intl = useIntl();
  return (
    <TableCell>
      {album.state === 'created' ? (
        <RouterLink to={routePath('library-album-info', { albumId: album.albumId })}>
          {album.name}
        </RouterLink>
      ) : (
        album.name
      )}{' '}
      <AlbumStateBadge state={album.state} />
      {album.problem !== null && <div>{problemText(intl, album.problem, album.name)}</div>}
    </TableCell>
  );
}

/** The finish step's table: per album, per file, the file state and the association state. */
export function BatchProgressTable({
  batch,
  files,
  tasks,
}: {
  batch: BatchRow;
  files: readonly BatchFileRow[];
  tasks: readonly UploadTask[];
}) {
  const intl = useIntl();
  const styles = useBatchStyles();
  const names = useMemo(
    () => targetNamesOf(batch.albums.map((a) => ({ ...a, tracks: a.tracks }))),
    [batch.albums],
  );
  const groups = filesByAlbum(batch, files);
  const taskOf = new Map(tasks.map((t) => [t.fileId, t]));
  return (
    <TableFrame label={intl.formatMessage(m.tableLabel)}>
      <Table
        size="small"
        aria-label={intl.formatMessage(m.tableLabel)}
        data-testid="batch-progress"
      >
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{intl.formatMessage(m.colAlbum)}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage(m.colFile)}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage(m.colTarget)}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage(m.colFileState)}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage(m.colAssociation)}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage(m.colReason)}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {groups.map(({ album, files: own }) =>
            own.length === 0 ? (
              <TableRow
                key={album.folder}
                data-testid="batch-album"
                data-folder={album.folder}
                data-state={album.state}
              >
                <AlbumCell album={album} />
                <TableCell>{intl.formatMessage(m.noFiles)}</TableCell>
                <TableCell />
                <TableCell />
                <TableCell />
                <TableCell />
              </TableRow>
            ) : (
              own.map((row, index) => {
                const shown = displayFile(
                  row,
                  album,
                  row.fileId === null ? undefined : taskOf.get(row.fileId),
                );
                return (
                  <TableRow
                    key={row.path}
                    data-testid="batch-file"
                    data-folder={album.folder}
                    data-kind={row.target.kind}
                    data-started={row.fileId !== null}
                    data-file-state={shown.file}
                    data-association-state={shown.association}
                  >
                    {index === 0 ? (
                      <AlbumCell album={album} />
                    ) : (
                      <TableCell>
                        <span className={styles.muted}>{album.name}</span>
                      </TableCell>
                    )}
                    <TableCell>{row.name}</TableCell>
                    <TableCell>{targetText(intl, row.target, names)}</TableCell>
                    <TableCell>
                      <FileStateBadge state={shown.file} />
                    </TableCell>
                    <TableCell>
                      <AssociationStateBadge state={shown.association} />
                    </TableCell>
                    <TableCell
                      className={
                        shown.file === 'failed' || shown.association === 'failed'
                          ? styles.error
                          : undefined
                      }
                    >
                      {problemText(intl, shown.problem, row.name)}
                    </TableCell>
                  </TableRow>
                );
              })
            ),
          )}
        </TableBody>
      </Table>
    </TableFrame>
  );
}
