import { Badge, Body1, Caption1, Subtitle2 } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { useIntl, type IntlShape } from 'react-intl';
import { RouterLink } from '../../../../components/RouterLink';
import { routePathFromParams } from '../../../../domain/routes';
import { issueText, type FieldLabels } from '../../shared/issueText';
import { trackFieldLabels } from '../../track/messages';
import { albumFieldLabels } from '../info/messages';
import type { FixPlace } from './completeness';
import {
  qualityCountMessages as qc,
  qualityListMessages as q,
  wizardMessages as m,
  wizardValueMessages as v,
} from './messages';
import type { QualityFindings, QualityItem } from './qualityFindings';
import { useWizardStyles } from './Wizard.styles';
import { albumWizardPath } from './wizardSteps';

function itemText(intl: IntlShape, item: QualityItem): string {
  const labels: FieldLabels = item.track ? trackFieldLabels : albumFieldLabels;
  const text = issueText(intl, item.issue, labels);
  const label = labels[item.issue.field];
  const line =
    label === undefined
      ? text
      : intl.formatMessage(v.fieldItem, { field: intl.formatMessage(label), text });
  return item.track
    ? intl.formatMessage(v.trackItem, { track: item.track.name, text: line })
    : line;
}

function fixPath(albumId: string, fix: FixPlace): string {
  if (fix === null) return '';
  return 'step' in fix
    ? albumWizardPath(albumId, fix.step)
    : routePathFromParams(fix.routeName, fix.params);
}

function Item({ albumId, item }: { albumId: string; item: QualityItem }) {
  const intl = useIntl();
  const styles = useWizardStyles();
  const text = itemText(intl, item);
  const path = fixPath(albumId, item.fix);
  return (
    <li
      className={styles.item}
      data-testid="album-quality-item"
      data-code={item.issue.code}
      data-severity={item.issue.severity}
      data-record={item.track?.id ?? 'album'}
      data-field={item.issue.field}
    >
      <div className={styles.itemLine}>
        {item.fromServer && (
          <Badge appearance="tint" color="informative" size="small">
            {intl.formatMessage(q.fromServer)}
          </Badge>
        )}
        <Body1>{text}</Body1>
        {path !== '' && (
          <RouterLink to={path} aria-label={intl.formatMessage(v.fixNamed, { what: text })}>
            {intl.formatMessage(m.fixHere)}
          </RouterLink>
        )}
      </div>
    </li>
  );
}

function Group({
  albumId,
  items,
  severity,
}: {
  albumId: string;
  items: QualityItem[];
  severity: 'error' | 'warning';
}) {
  const intl = useIntl();
  const styles = useWizardStyles();
  if (items.length === 0) return null;
  const headingId = `album-quality-${severity}s`;
  return (
    <div className={styles.part}>
      <Body1 as="h4" id={headingId} className={styles.partHeading}>
        <Badge
          appearance="filled"
          color={severity === 'error' ? 'danger' : 'warning'}
          size="small"
          aria-hidden
        />{' '}
        {intl.formatMessage(severity === 'error' ? qc.errors : qc.warnings, {
          count: items.length,
        })}
      </Body1>
      <ul
        className={styles.items}
        aria-labelledby={headingId}
        data-testid={`album-quality-${severity}s`}
      >
        {items.map((item) => (
          <Item key={item.key} albumId={albumId} item={item} />
        ))}
      </ul>
    </div>
  );
}

/**
 * The quality findings: before submission (errors block, warnings go with it, each with its link),
 * and on the reviewer's page as stored with the submission (no links, no note about this device).
 */
export function QualityList({
  albumId,
  quality,
  withNote = true,
  className,
}: {
  albumId: string;
  quality: QualityFindings;
  /** the note says the list was checked on this device: true in the partner's wizard */
  withNote?: boolean;
  /** the host page's card, when the list sits among its cards (the review page) */
  className?: string;
}) {
  const intl = useIntl();
  const styles = useWizardStyles();
  const clean = quality.errors.length === 0 && quality.warnings.length === 0;
  return (
    <section
      className={className ?? styles.card}
      aria-labelledby="album-quality-heading"
      data-testid="album-quality"
      data-errors={quality.errors.length}
      data-warnings={quality.warnings.length}
    >
      <Subtitle2 as="h3" id="album-quality-heading" className={styles.heading}>
        {intl.formatMessage(q.title)}
      </Subtitle2>
      {clean && (
        <Body1 className={styles.ok}>
          <CheckmarkCircleRegular aria-hidden /> {intl.formatMessage(q.none)}
        </Body1>
      )}
      <Group albumId={albumId} items={quality.errors} severity="error" />
      <Group albumId={albumId} items={quality.warnings} severity="warning" />
      {withNote && <Caption1 className={styles.muted}>{intl.formatMessage(q.note)}</Caption1>}
    </section>
  );
}
