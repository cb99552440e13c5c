// The staff's editor of one help entry: both languages at once, read fresh from the server and
// saved there (help entries are server data: offline, it says so instead of queueing).
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Textarea,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError, isNetworkError } from '../../app/api/errors';
import { useErrorText } from '../../components/useErrorText';
import { reportError } from '../../data/errorLog';
import { HelpLimits, type HelpEntrySource } from '../../domain/help/help';
import { labels } from '../../i18n/labels';
import { fetchHelpSources, saveHelpEntry } from './helpCalls';
import { useHelpStyles } from './Help.styles';
import { helpMessages as m } from './messages';

type Draft = Omit<HelpEntrySource, 'id' | 'menuId'>;
const FIELDS: ReadonlyArray<[keyof Draft, 'title' | 'body']> = [
  ['titleZh', 'title'],
  ['bodyZh', 'body'],
  ['titleEn', 'title'],
  ['bodyEn', 'body'],
];

export interface HelpEditorDialogProps {
  /** null: closed. The dialog stays mounted so Fluent closes it itself (focus back, page un-hidden). */
  entryId: string | null;
  onClose: () => void;
  onSaved: () => void;
}

export function HelpEditorDialog({ entryId, onClose, onSaved }: HelpEditorDialogProps) {
  const intl = useIntl();
  const styles = useHelpStyles();
  const errorText = useErrorText();
  const [source, setSource] = useState<HelpEntrySource | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [isSaving, setSaving] = useState(false);

  useEffect(() => {
    setSource(null);
    setDraft(null);
    setFailure(null);
    if (entryId === null) return;
    let live = true;
    fetchHelpSources()
      .then((all) => {
        const found = all.find((s) => s.id === entryId) ?? null;
        if (!live) return;
        setSource(found);
        if (found) {
          const { id: _id, menuId: _menu, ...rest } = found;
          setDraft(rest);
        }
      })
      .catch((error: unknown) => {
        if (!isApiError(error)) reportError('help.editor.load', error);
        if (live) setFailure(error);
      });
    return () => {
      live = false;
    };
  }, [entryId]);

  const save = async () => {
    if (!source || !draft || isSaving) return;
    setSaving(true);
    setFailure(null);
    try {
      await saveHelpEntry({ id: source.id, menuId: source.menuId, ...draft });
      onSaved();
    } catch (error) {
      if (!isApiError(error)) reportError('help.editor.save', error);
      setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  const label = { titleZh: m.titleZh, titleEn: m.titleEn, bodyZh: m.bodyZh, bodyEn: m.bodyEn };
  return (
    <Dialog open={entryId !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{intl.formatMessage(m.editTitle)}</DialogTitle>
          <DialogContent className={styles.editorFields}>
            {failure !== null && (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>
                  {isNetworkError(failure)
                    ? intl.formatMessage(m.needsConnection)
                    : errorText(failure)}
                </MessageBarBody>
              </MessageBar>
            )}
            {draft === null && failure === null && <Spinner size="small" />}
            {draft !== null &&
              FIELDS.map(([key, kind]) => (
                <Field
                  key={key}
                  label={intl.formatMessage(label[key])}
                  hint={kind === 'body' ? intl.formatMessage(m.bodyHint) : undefined}
                  required
                >
                  {kind === 'title' ? (
                    <Input
                      value={draft[key]}
                      maxLength={HelpLimits.titleMax}
                      onChange={(_, d) => setDraft({ ...draft, [key]: d.value })}
                    />
                  ) : (
                    <Textarea
                      value={draft[key]}
                      rows={8}
                      maxLength={HelpLimits.bodyMax}
                      onChange={(_, d) => setDraft({ ...draft, [key]: d.value })}
                    />
                  )}
                </Field>
              ))}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {intl.formatMessage(labels.cancel)}
            </Button>
            <Button
              appearance="primary"
              disabledFocusable={draft === null || isSaving}
              onClick={() => void save()}
            >
              {intl.formatMessage(labels.save)}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
