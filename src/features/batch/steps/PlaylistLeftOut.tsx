import {
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import type { PlaylistLeftOut as LeftOutAlbum } from '../../../domain/batch/playlistTypes';
import { useBatchStyles } from '../BatchWizard.styles';
import { batchSheetMessages as sheet } from '../messages';
import { TableFrame } from './TableFrame';

const D =
  'Batch upload, step 2 (issue 11): the albums of the playlist that will not be created because rows of theirs have errors';
const m = defineMessages<{
  heading: NoMessageValues;
  label: NoMessageValues;
  colRows: NoMessageValues;
  colBadRows: NoMessageValues;
}>({
  heading: {
    id: 'batch.sheet.leftOut.heading',
    defaultMessage: 'Albums left out (not created until their rows are corrected)',
    description: D,
  },
  label: {
    id: 'batch.sheet.leftOut.label',
    defaultMessage: 'Albums of the playlist that will not be created',
    description: D,
  },
  colRows: {
    id: 'batch.sheet.leftOut.rows',
    defaultMessage: 'Its rows',
    description: `${D}: column of every row of the album`,
  },
  colBadRows: {
    id: 'batch.sheet.leftOut.badRows',
    defaultMessage: 'Rows with errors',
    description: `${D}: column of the album's rows that have errors`,
  },
});

/** Rows as a person reads them: runs shortened to "2–5", the rest separated by commas. */
export function formatRowRanges(rows: readonly number[]): string {
  const parts: string[] = [];
  let start = rows[0];
  for (let i = 1; i <= rows.length; i += 1) {
    const prev = rows[i - 1];
    if (start === undefined || prev === undefined) break;
    if (rows[i] === prev + 1) continue;
    parts.push(start === prev ? String(start) : `${start}–${prev}`);
    start = rows[i];
  }
  return parts.join(', ');
}

/** Every album of the playlist that will not be created, with its rows and the rows to correct. */
export function PlaylistLeftOut({ albums }: { albums: readonly LeftOutAlbum[] }) {
  const intl = useIntl();
  const styles = useBatchStyles();
  return (
    <section className={styles.head} aria-labelledby="batch-sheet-left-out-heading">
      <Subtitle2 as="h3" id="batch-sheet-left-out-heading" className={styles.sectionHeading}>
        {intl.formatMessage(m.heading)}
      </Subtitle2>
      <TableFrame label={intl.formatMessage(m.label)}>
        <Table
          size="small"
          aria-label={intl.formatMessage(m.label)}
          data-testid="batch-sheet-left-out"
        >
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{intl.formatMessage(sheet.colFolder)}</TableHeaderCell>
              <TableHeaderCell>{intl.formatMessage(sheet.colAlbum)}</TableHeaderCell>
              <TableHeaderCell>{intl.formatMessage(m.colRows)}</TableHeaderCell>
              <TableHeaderCell>{intl.formatMessage(m.colBadRows)}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {albums.map((album) => (
              <TableRow
                key={`${album.folder}:${album.row}`}
                data-testid="batch-sheet-left-out-album"
                data-folder={album.folder}
                data-rows={album.rows.length}
              >
                <TableCell>{album.folder}</TableCell>
                <TableCell>{album.name}</TableCell>
                <TableCell>{formatRowRanges(album.rows)}</TableCell>
                <TableCell>{formatRowRanges(album.badRows)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableFrame>
    </section>
  );
}
