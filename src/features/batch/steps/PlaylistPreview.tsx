import {
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { PlaylistAlbum } from '../../../domain/batch/playlistTypes';
import { useBatchStyles } from '../BatchWizard.styles';
import { TableFrame } from './TableFrame';
import { batchSheetMessages as m } from '../messages';

/** The albums without errors, with their track counts: what finishing will create. */
export function PlaylistPreview({ albums }: { albums: readonly PlaylistAlbum[] }) {
  const intl = useIntl();
  const styles = useBatchStyles();
  return (
    <section className={styles.head} aria-labelledby="batch-sheet-preview-heading">
      <Subtitle2 as="h3" id="batch-sheet-preview-heading" className={styles.sectionHeading}>
        {intl.formatMessage(m.preview)}
      </Subtitle2>
      <TableFrame label={intl.formatMessage(m.previewLabel)}>
        <Table
          size="small"
          aria-label={intl.formatMessage(m.previewLabel)}
          data-testid="batch-sheet-preview"
        >
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{intl.formatMessage(m.colFolder)}</TableHeaderCell>
              <TableHeaderCell>{intl.formatMessage(m.colAlbum)}</TableHeaderCell>
              <TableHeaderCell>{intl.formatMessage(m.colTracks)}</TableHeaderCell>
              <TableHeaderCell>{intl.formatMessage(m.colCover)}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {albums.map((album) => (
              <TableRow
                key={album.folder}
                data-testid="batch-sheet-album"
                data-folder={album.folder}
                data-tracks={album.tracks.length}
              >
                <TableCell>{album.folder}</TableCell>
                <TableCell>
                  {typeof album.fields.name === 'string' ? album.fields.name : ''}
                </TableCell>
                <TableCell>{album.tracks.length}</TableCell>
                <TableCell>{album.coverFileName}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableFrame>
    </section>
  );
}
