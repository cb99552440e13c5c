import { Badge, Body1, Caption1, Subtitle2 } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { useIntl, type IntlShape } from 'react-intl';
import { RouterLink } from '../../../../components/RouterLink';
import type { Issue } from '../../../../domain/catalogue';
import { routePathFromParams } from '../../../../domain/routes';
import { issueText, type FieldLabels } from '../../shared/issueText';
import { trackFieldLabels } from '../../track/messages';
import { albumFieldLabels } from '../info/messages';
import {
  COMPLETENESS_PARTS,
  type Completeness,
  type CompletenessItem,
  type FixPlace,
} from './completeness';
import {
  completenessPartMessages,
  wizardMessages as m,
  wizardValueMessages as v,
} from './messages';
import { useWizardStyles } from './Wizard.styles';
import { albumWizardPath } from './wizardSteps';

/** Codes whose message names no field of its own: the field's label goes in front. */
const SELF_NAMING = new Set([
  'required',
  'entity-incomplete',
  'album-no-tracks',
  'review-submit-not-allowed',
]);

function sentence(intl: IntlShape, issue: Issue, labels: FieldLabels): string {
  const text = issueText(intl, issue, labels);
  const label = labels[issue.field];
  if (SELF_NAMING.has(issue.code) || label === undefined) return text;
  return intl.formatMessage(v.fieldItem, { field: intl.formatMessage(label), text });
}

function itemText(intl: IntlShape, item: CompletenessItem, letterLabels: FieldLabels): string {
  if (item.issue.entity === 'authorization') return sentence(intl, item.issue, letterLabels);
  if (item.track && item.part === 'authorization') {
    return intl.formatMessage(v.trackItem, {
      track: item.track.name,
      text: issueText(intl, item.issue, albumFieldLabels),
    });
  }
  return sentence(intl, item.issue, albumFieldLabels);
}

function fixPath(albumId: string, fix: FixPlace): string {
  if (fix === null) return '';
  return 'step' in fix
    ? albumWizardPath(albumId, fix.step)
    : routePathFromParams(fix.routeName, fix.params);
}

function Item({ albumId, item }: { albumId: string; item: CompletenessItem }) {
  const intl = useIntl();
  const styles = useWizardStyles();
  const letterLabels: FieldLabels = { title: m.letterTitle, attachment: m.letterAttachment };
  const text = itemText(intl, item, letterLabels);
  const path = fixPath(albumId, item.fix);
  return (
    <li
      className={styles.item}
      data-testid="album-incomplete-item"
      data-part={item.part}
      data-code={item.issue.code}
    >
      <div className={styles.itemLine}>
        {item.issue.severity === 'warning' && (
          <Badge appearance="tint" color="warning" size="small">
            {intl.formatMessage(m.guidance)}
          </Badge>
        )}
        <Body1>{text}</Body1>
        {path !== '' && (
          <RouterLink to={path} aria-label={intl.formatMessage(v.fixNamed, { what: text })}>
            {intl.formatMessage(m.fixHere)}
          </RouterLink>
        )}
      </div>
      {item.details.length > 0 && (
        <ul className={styles.details}>
          {item.details.map((d, i) => (
            <li key={`${d.field}-${d.code}-${i}`}>
              <Caption1>{sentence(intl, d, trackFieldLabels)}</Caption1>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The completeness check's findings, by part, each with a link to where it is fixed. */
export function CompletenessList({
  albumId,
  completeness,
}: {
  albumId: string;
  completeness: Completeness;
}) {
  const intl = useIntl();
  const styles = useWizardStyles();
  // the quality findings have their own list below: this one counts what is incomplete
  const errorCount = completeness.items.filter((i) => i.issue.severity === 'error').length;
  const isComplete = errorCount === 0;
  return (
    <section
      className={styles.card}
      aria-labelledby="album-incomplete-heading"
      data-testid="album-completeness"
      data-complete={isComplete}
    >
      <Subtitle2 as="h3" id="album-incomplete-heading" className={styles.heading}>
        {intl.formatMessage(m.completeTitle)}
      </Subtitle2>
      {isComplete ? (
        <Body1 className={styles.ok}>
          <CheckmarkCircleRegular aria-hidden />{' '}
          {intl.formatMessage(
            completeness.quality.errors.length > 0 ? m.noneButQuality : m.allComplete,
          )}
        </Body1>
      ) : (
        <Body1 data-testid="album-incomplete-count">
          {intl.formatMessage(v.countIncomplete, { count: errorCount })}
        </Body1>
      )}
      {COMPLETENESS_PARTS.map((part) => {
        const items = completeness.items.filter((i) => i.part === part);
        if (items.length === 0) return null;
        const headingId = `album-incomplete-${part}`;
        return (
          <div key={part} className={styles.part}>
            <Body1 as="h4" id={headingId} className={styles.partHeading}>
              {intl.formatMessage(completenessPartMessages[part])}
            </Body1>
            <ul
              className={styles.items}
              aria-labelledby={headingId}
              data-testid={`album-incomplete-${part}`}
            >
              {items.map((item) => (
                <Item key={item.key} albumId={albumId} item={item} />
              ))}
            </ul>
          </div>
        );
      })}
      <Caption1 className={styles.muted}>{intl.formatMessage(m.basedOnDevice)}</Caption1>
    </section>
  );
}
