import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useIntl, type IntlShape } from 'react-intl';
import { validateAuthorizationBinding } from '../../../domain/catalogue';
import { issueText } from '../shared/issueText';
import { useRecord } from '../../../data/catalogueHooks';
import {
  authorizationFieldMessages,
  authorizationFormMessages,
  bindMessages as m,
} from './messages';
import type { BindResult } from './useBindings';

function RefusedLine({ track, fileId }: { track: string; fileId: string }) {
  const intl = useIntl();
  const file = useRecord('authorization', fileId);
  return (
    <div data-testid="bind-refused">
      {intl.formatMessage(m.refused, {
        track,
        file: file?.title || intl.formatMessage(authorizationFormMessages.untitled),
      })}
    </div>
  );
}

/** What the domain says of a bind request before it runs: a track and a file are required. */
export function bindRequestProblems(
  intl: IntlShape,
  authorizationId: string,
  trackIds: readonly string[],
): BindFeedback | null {
  const issues = validateAuthorizationBinding({ authorizationId, trackId: trackIds[0] });
  return issues.length === 0
    ? null
    : {
        kind: 'problems',
        texts: issues.map((i) => issueText(intl, i, authorizationFieldMessages)),
      };
}

export type BindFeedback =
  /** `names`: the tracks' names when they were bound (a later search may not show them) */
  | { kind: 'results'; results: BindResult[]; names: ReadonlyMap<string, string> }
  /** the binding's own issues (spec: "Bind track: track required"), worded */
  | { kind: 'problems'; texts: string[] };

/** What a bind did: how many tracks were bound, and each refusal with its reason. */
export function BindResults({ feedback }: { feedback: BindFeedback | null }) {
  const intl = useIntl();
  if (feedback === null) return null;
  if (feedback.kind === 'problems') {
    return (
      <MessageBar intent="error" data-testid="bind-problem">
        <MessageBarBody>{feedback.texts.join(' ')}</MessageBarBody>
      </MessageBar>
    );
  }
  const bound = feedback.results.filter((r) => r.outcome === 'bind').length;
  const refused = feedback.results.filter(
    (r) => r.outcome === 'boundElsewhere' || r.outcome === 'locked' || r.outcome === 'failed',
  );
  return (
    <>
      {bound > 0 && (
        <MessageBar intent="success" data-testid="bind-done">
          <MessageBarBody>{intl.formatMessage(m.bound, { count: bound })}</MessageBarBody>
        </MessageBar>
      )}
      {refused.length > 0 && (
        <MessageBar intent="error" layout="multiline" data-testid="bind-refusals">
          <MessageBarBody>
            {refused.map((r) => {
              const track = feedback.names.get(r.trackId) || intl.formatMessage(m.untitledTrack);
              if (r.outcome === 'boundElsewhere')
                return <RefusedLine key={r.trackId} track={track} fileId={r.authorizationId} />;
              if (r.outcome === 'locked')
                return <div key={r.trackId}>{intl.formatMessage(m.lockedRefused, { track })}</div>;
              return (
                <div
                  key={r.trackId}
                >{`${track}: ${intl.formatMessage(authorizationFormMessages.saveFailed)}`}</div>
              );
            })}
          </MessageBarBody>
        </MessageBar>
      )}
    </>
  );
}
