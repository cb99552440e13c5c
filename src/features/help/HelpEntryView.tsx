import { Body1, Button, Caption1, Title3 } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import type { HelpEntry } from '../../domain/help/help';
import { useHelpStyles } from './Help.styles';
import { helpMessages as m, helpValueMessages as v } from './messages';

export interface HelpEntryViewProps {
  entry: HelpEntry;
  /** where the entry sits (first > second menu), shown with search results */
  path?: string;
  onEdit?: (entry: HelpEntry) => void;
}

/** One entry: its title, its paragraphs (a blank line between them) and when it changed. */
export function HelpEntryView({ entry, path, onEdit }: HelpEntryViewProps) {
  const styles = useHelpStyles();
  const intl = useIntl();
  const headingId = `help-entry-${entry.id}`;
  return (
    <article className={styles.entry} aria-labelledby={headingId} id={`entry-${entry.id}`}>
      <div className={styles.entryHead}>
        <Title3 as="h2" id={headingId} className={styles.entryTitle}>
          {entry.title}
        </Title3>
        {onEdit && (
          <Button
            appearance="subtle"
            icon={<EditRegular />}
            onClick={() => onEdit(entry)}
            aria-label={`${intl.formatMessage(m.edit)}: ${entry.title}`}
          >
            {intl.formatMessage(m.edit)}
          </Button>
        )}
      </div>
      {path && <Caption1 className={styles.path}>{path}</Caption1>}
      {entry.body.split(/\n\s*\n/).map((paragraph, i) => (
        <Body1 as="p" block key={i} className={styles.paragraph}>
          {paragraph}
        </Body1>
      ))}
      <Caption1 as="p" block className={styles.meta}>
        {intl.formatMessage(v.updated, {
          date: intl.formatDate(entry.updatedAt, { dateStyle: 'medium' }),
        })}
      </Caption1>
    </article>
  );
}
