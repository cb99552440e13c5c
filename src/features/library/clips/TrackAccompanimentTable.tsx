import { Body1, Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { deleteRecord } from '../../../data/catalogueRepo';
import type { VisibleRecord } from '../../../data/catalogueHooks';
import type { Accompaniment } from '../../../domain/catalogue/media';
import { formatClockTime } from '../../../domain/catalogue/time';
import { formatBytes } from '../../upload/uploadText';
import { accompanimentMessages } from '../accompaniment/messages';
import { mediaCommonMessages as common } from '../shared/media/messages';
import { mediaTabMessages as m } from './messages';
import { useMediaFormStyles } from '../shared/media/MediaForms.styles';
import { StoredFileLine } from '../shared/media/StoredFileLine';

interface Props {
  trackName: string;
  accompaniments: VisibleRecord<'accompaniment'>[] | undefined;
  editable: boolean;
  onEdit(acc: Accompaniment): void;
  onDelete(target: { title: string; run(): Promise<void> }): void;
}

/** A track's accompaniments with the stored facts of each file: format, duration, size and state. */
export function TrackAccompanimentTable({ trackName, accompaniments, editable, onEdit, onDelete }: Props) {
  const intl = useIntl();
  const styles = useMediaFormStyles();
  if (accompaniments !== undefined && accompaniments.length === 0) {
    return <Body1 className={styles.muted}>{intl.formatMessage(m.noAccompaniments)}</Body1>;
  }
  return (
    <div className={styles.tableWrap}>
      <Table size="small" aria-label={intl.formatMessage(m.accompanimentsTable, { track: trackName })} data-testid="accompaniment-table">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{intl.formatMessage(m.colTitle)}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage(m.colType)}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage(m.colFormat)}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage(m.colDuration)}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage(m.colSize)}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage(m.colTag)}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage(m.colFile)}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage(m.colActions)}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {(accompaniments ?? []).map((acc) => {
            const title = acc.title || intl.formatMessage(common.untitled);
            const file = acc.file;
            return (
              <TableRow key={acc.id} data-testid="accompaniment-row" data-accompaniment-id={acc.id}>
                <TableCell>{title}</TableCell>
                <TableCell>{intl.formatMessage(acc.accompanimentType === 'vocal' ? accompanimentMessages.vocal : accompanimentMessages.nonVocal)}</TableCell>
                <TableCell>{file ? file.format.toUpperCase() : ''}</TableCell>
                <TableCell>{file ? formatClockTime(file.durationMs) : ''}</TableCell>
                <TableCell>{file ? formatBytes(intl, file.sizeBytes) : ''}</TableCell>
                <TableCell>{acc.tag ?? ''}</TableCell>
                <TableCell>
                  <StoredFileLine file={file} showFacts={false} testId="accompaniment-row-file" />
                </TableCell>
                <TableCell>
                  <div className={styles.actions}>
                    <Button
                      size="small"
                      appearance="subtle"
                      icon={<EditRegular />}
                      disabled={!editable}
                      aria-label={intl.formatMessage(common.editNamed, { title })}
                      onClick={() => onEdit(acc)}
                    />
                    <Button
                      size="small"
                      appearance="subtle"
                      icon={<DeleteRegular />}
                      disabled={!editable}
                      aria-label={intl.formatMessage(common.deleteNamed, { title })}
                      onClick={() => onDelete({ title, run: () => deleteRecord('accompaniment', acc.id) })}
                    />
                  </div>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
