import { Body1, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl, type IntlShape } from 'react-intl';
import type { DdexProblem } from '../../../../domain/ddex/codes';
import type { AlbumDdexDiff } from '../../../../domain/ddex/api';
import type { DealChange, FieldChange, TrackChange } from '../../../../domain/ddex/diff';
import {
  ddexDiffMessages,
  ddexFieldMessages,
  ddexProblemMessages,
} from '../../../../i18n/codes/ddex';
import { albumPackageMessages as m } from './messages';

const useStyles = makeStyles({
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  muted: { color: tokens.colorNeutralForeground3 },
  value: { overflowWrap: 'anywhere' },
});

const DASH = '—';

function fieldLine(intl: IntlShape, change: FieldChange): string {
  const field = intl.formatMessage(ddexFieldMessages[change.field], change.params);
  const what = intl.formatMessage(ddexDiffMessages[change.code], { field });
  return intl.formatMessage(m.change, {
    what,
    before: change.before ?? DASH,
    after: change.after ?? DASH,
  });
}

function trackTitle(intl: IntlShape, change: TrackChange): string {
  const position = String(change.after ?? change.before ?? '');
  const title = change.isrc === null ? change.title : `${change.title} (${change.isrc})`;
  const name = intl.formatMessage(m.track, { position, title });
  const what = intl.formatMessage(ddexDiffMessages[change.code]);
  return change.code === 'track-moved'
    ? `${name}: ${what} ${change.before ?? DASH} → ${change.after ?? DASH}`
    : `${name}: ${what}`;
}

function dealTitle(intl: IntlShape, change: DealChange): string {
  return `${intl.formatMessage(m.deal, { deal: change.deal })}: ${intl.formatMessage(ddexDiffMessages[change.code])}`;
}

function problemLine(intl: IntlShape, problem: DdexProblem): string {
  return intl.formatMessage(ddexProblemMessages[problem.code], problem.params);
}

/** What would change in the album's DDEX message since the package last made for it. */
export function DdexDiffView({ diff }: { diff: AlbumDdexDiff }) {
  const intl = useIntl();
  const styles = useStyles();
  if (diff.last === null || diff.diff === null)
    return <Caption1 className={styles.muted}>{intl.formatMessage(m.neverBuilt)}</Caption1>;
  const builtAt = new Date(diff.last.builtAt);
  const result = diff.diff;
  if (!result.ok) {
    return (
      <div data-testid="ddex-diff" data-state="invalid">
        <Body1>{intl.formatMessage(m.cannotBuild)}</Body1>
        <ul className={styles.list}>
          {result.problems.map((p, i) => (
            <li key={i}>{problemLine(intl, p)}</li>
          ))}
        </ul>
      </div>
    );
  }
  if (result.isSame)
    return (
      <Body1 data-testid="ddex-diff" data-state="same">
        {intl.formatMessage(m.unchanged, { builtAt })}
      </Body1>
    );
  return (
    <div data-testid="ddex-diff" data-state="changed">
      <Body1>{intl.formatMessage(m.changedSince, { builtAt })}</Body1>
      <ul className={styles.list}>
        {result.release.map((c, i) => (
          <li key={`r${i}`} className={styles.value}>
            {fieldLine(intl, c)}
          </li>
        ))}
        {result.tracks.map((t, i) => (
          <li key={`t${i}`} className={styles.value}>
            {trackTitle(intl, t)}
            {t.fields.length > 0 && (
              <ul className={styles.list}>
                {t.fields.map((c, j) => (
                  <li key={j}>{fieldLine(intl, c)}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
        {result.deals.map((d, i) => (
          <li key={`d${i}`} className={styles.value}>
            {dealTitle(intl, d)}
            {d.fields.length > 0 && (
              <ul className={styles.list}>
                {d.fields.map((c, j) => (
                  <li key={j}>{fieldLine(intl, c)}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
