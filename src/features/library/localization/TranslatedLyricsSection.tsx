import {
  Body1,
  Button,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Lyrics, Track } from '../../../domain/catalogue';
import { FILE_PURPOSES } from '../../../domain/media/filePolicy';
import { useUploadTaskOf } from '../../../uploads/useUploadTasks';
import { lyricsStatus } from '../../lyrics/lyricsStatus';
import { translationsOf } from '../../lyrics/lyricsWrite';
import { useLyricsUpload } from '../../lyrics/useLyricsUpload';
import { FilePickButton } from '../../upload/FilePickButton';
import { useFileRecordStatus } from '../../upload/useFileRecordStatus';
import { useAlbumMediaStyles } from '../album/AlbumMedia.styles';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { LookupCombobox } from '../shared/LookupCombobox';
import { lookupName, lookupOptions } from '../shared/lookupOptions';
import { formMessages } from '../shared/messages';
import { localizationMessages as m } from './messages';

const useStyles = makeStyles({
  upload: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
  },
  rejected: { color: tokens.colorPaletteRedForeground1 },
});

function LyricsRow({
  row,
  editable,
  onDelete,
}: {
  row: Lyrics;
  editable: boolean;
  onDelete(): void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const fileId = row.file?.path ?? null;
  const task = useUploadTaskOf(fileId);
  const record = useFileRecordStatus(fileId, task !== undefined);
  const status = lyricsStatus(intl, { file: row.file, task, record, refusal: null });
  const language = lookupName('displayLanguage', row.language, intl.locale);
  return (
    <TableRow data-testid="translated-lyrics-row" data-language={row.language ?? ''}>
      <TableCell>{language}</TableCell>
      <TableCell>
        <Text className={status.tone === 'rejected' ? styles.rejected : undefined}>
          {status.text}
        </Text>
      </TableCell>
      <TableCell>{row.format.toUpperCase()}</TableCell>
      <TableCell>
        <Button
          appearance="subtle"
          icon={<DeleteRegular />}
          disabled={!editable}
          aria-label={intl.formatMessage(m.lyricsDeleteFor, { language })}
          onClick={onDelete}
        />
      </TableCell>
    </TableRow>
  );
}

/** Translated lyrics of a track: one file per language, uploaded and listed like the original. */
export function TranslatedLyricsSection({ track, editable }: { track: Track; editable: boolean }) {
  const intl = useIntl();
  const styles = useStyles();
  const media = useAlbumMediaStyles();
  const lyrics = useLyricsUpload(track);
  const rows = translationsOf(lyrics.rows);
  const [language, setLanguage] = useState('');
  const [deleting, setDeleting] = useState<Lyrics | null>(null);
  const languageName = lookupName('displayLanguage', language, intl.locale);
  const taken = language !== '' && (rows ?? []).some((r) => r.language === language);
  const refusal = lyrics.refusal
    ? lyricsStatus(intl, { file: null, task: undefined, record: null, refusal: lyrics.refusal })
        .text
    : null;

  return (
    <section
      className={media.section}
      aria-labelledby="translated-lyrics-heading"
      data-testid="translated-lyrics"
    >
      <Subtitle2 as="h2" id="translated-lyrics-heading">
        {intl.formatMessage(m.lyricsHeading)}
      </Subtitle2>
      <Body1 className={media.muted}>{intl.formatMessage(m.lyricsHint)}</Body1>
      {rows !== undefined && rows.length === 0 ? (
        <Body1 className={media.muted}>{intl.formatMessage(m.lyricsEmpty)}</Body1>
      ) : (
        <div className={media.tableWrap}>
          <Table aria-label={intl.formatMessage(m.lyricsTable)} size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{intl.formatMessage(m.lyricsLanguage)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(m.lyricsFile)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(m.lyricsFormat)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(m.actions)}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {(rows ?? []).map((row) => (
                <LyricsRow
                  key={row.id}
                  row={row}
                  editable={editable}
                  onDelete={() => setDeleting(row)}
                />
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <div className={styles.upload}>
        <Field
          label={intl.formatMessage(m.lyricsLanguage)}
          hint={
            language === ''
              ? intl.formatMessage(m.lyricsChooseLanguage)
              : taken
                ? intl.formatMessage(m.lyricsLanguageTaken)
                : undefined
          }
        >
          <LookupCombobox
            options={lookupOptions('displayLanguage', intl.locale)}
            value={language}
            onChange={setLanguage}
            disabled={!editable}
            noMatchText={intl.formatMessage(formMessages.noMatch)}
          />
        </Field>
        <FilePickButton
          accept={FILE_PURPOSES.lyrics.extensions}
          label={intl.formatMessage(m.lyricsUpload)}
          ariaLabel={
            language === ''
              ? undefined
              : intl.formatMessage(m.lyricsUploadFor, { language: languageName })
          }
          disabled={!editable || language === '' || rows === undefined}
          testId="translated-lyrics-pick"
          onPick={(picked) => void lyrics.upload({ kind: 'translation', language }, picked)}
        />
      </div>
      {(refusal || lyrics.hasSaveFailed) && (
        <MessageBar intent="error" data-testid="translated-lyrics-problem">
          <MessageBarBody>{refusal ?? intl.formatMessage(formMessages.saveFailed)}</MessageBarBody>
        </MessageBar>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={intl.formatMessage(m.lyricsDeleteTitle)}
        body={
          deleting
            ? intl.formatMessage(m.lyricsDeleteBody, {
                language: lookupName('displayLanguage', deleting.language, intl.locale),
              })
            : ''
        }
        onConfirm={() => {
          if (deleting) void lyrics.remove(deleting);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
