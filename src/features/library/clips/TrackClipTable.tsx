import { Body1, Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useIntl, type IntlShape } from 'react-intl';
import { deleteRecord } from '../../../data/catalogueRepo';
import type { VisibleRecord } from '../../../data/catalogueHooks';
import { CLIP_TYPE } from '../../../domain/catalogue/enums';
import type { TrackClip } from '../../../domain/catalogue/media';
import { formatClockTime } from '../../../domain/catalogue/time';
import { mediaCommonMessages as common } from '../shared/media/messages';
import { clipMessages, mediaTabMessages as m } from './messages';
import { useMediaFormStyles } from '../shared/media/MediaForms.styles';
import { StoredFileLine } from '../shared/media/StoredFileLine';

export function clipTypeText(intl: IntlShape, type: TrackClip['type']): string {
  if (type === CLIP_TYPE.system) return intl.formatMessage(clipMessages.typeSystem);
  if (type === CLIP_TYPE.uploaded) return intl.formatMessage(clipMessages.typeUploaded);
  return intl.formatMessage(clipMessages.typePayMode);
}

interface Props {
  trackName: string;
  clips: VisibleRecord<'trackClip'>[] | undefined;
  editable: boolean;
  onEdit(clip: TrackClip): void;
  onDelete(target: { title: string; run(): Promise<void> }): void;
}

/** A track's clips: title, type, start, duration, tag, the uploaded file's state, edit and delete. */
export function TrackClipTable({ trackName, clips, editable, onEdit, onDelete }: Props) {
  const intl = useIntl();
  const styles = useMediaFormStyles();
  if (clips !== undefined && clips.length === 0) return <Body1 className={styles.muted}>{intl.formatMessage(m.noClips)}</Body1>;
  return (
    <div className={styles.tableWrap}>
      <Table size="small" aria-label={intl.formatMessage(m.clipsTable, { track: trackName })} data-testid="clip-table">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{intl.formatMessage(m.colTitle)}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage(m.colType)}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage(m.colStart)}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage(m.colDuration)}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage(m.colTag)}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage(m.colFile)}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage(m.colActions)}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {(clips ?? []).map((clip) => {
            const title = clip.title || intl.formatMessage(common.untitled);
            return (
              <TableRow key={clip.id} data-testid="clip-row" data-clip-id={clip.id}>
                <TableCell>{title}</TableCell>
                <TableCell>{clipTypeText(intl, clip.type)}</TableCell>
                <TableCell>{clip.startMs === null ? '' : formatClockTime(clip.startMs)}</TableCell>
                <TableCell>{clip.durationMs === null ? '' : formatClockTime(clip.durationMs)}</TableCell>
                <TableCell>{clip.tag ?? ''}</TableCell>
                <TableCell>{clip.type === CLIP_TYPE.uploaded ? <StoredFileLine file={clip.file} showFacts={false} /> : ''}</TableCell>
                <TableCell>
                  <div className={styles.actions}>
                    <Button
                      size="small"
                      appearance="subtle"
                      icon={<EditRegular />}
                      disabled={!editable}
                      aria-label={intl.formatMessage(common.editNamed, { title })}
                      onClick={() => onEdit(clip)}
                    />
                    <Button
                      size="small"
                      appearance="subtle"
                      icon={<DeleteRegular />}
                      disabled={!editable}
                      aria-label={intl.formatMessage(common.deleteNamed, { title })}
                      onClick={() => onDelete({ title, run: () => deleteRecord('trackClip', clip.id) })}
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
