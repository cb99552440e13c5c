import { Body1, MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { Album } from '../../../../domain/catalogue';
import { isPendingReview } from '../../../../domain/status';
import { reasonText } from '../../../review/reviewText';
import { albumInfoMessages as m } from '../messages';
import { albumFormMessages } from './messages';

/** Why the album is read-only or limited, and the review's verdict on a rejected album. */
export function AlbumStateNotices({
  album,
  explanation,
}: {
  album: Album;
  explanation: MessageDescriptor | null;
}) {
  const intl = useIntl();
  const pending = isPendingReview(album.reviewStatus);
  return (
    <>
      {album.reviewStatus === 13 && (album.rejectReason || album.rejectReasonCode) && (
        <MessageBar intent="error" layout="multiline" data-testid="album-reject-reason">
          <MessageBarBody>
            <MessageBarTitle>{intl.formatMessage(m.rejectedTitle)}</MessageBarTitle>
            {album.rejectStage &&
              intl.formatMessage(m.rejectedStage, {
                stage: intl.formatMessage(
                  album.rejectStage === 'opSp' ? m.stageOpSp : m.stageContent,
                ),
              })}
            <Body1 as="p" block>
              {reasonText(intl, album.rejectReasonCode, album.rejectReason)}
            </Body1>
          </MessageBarBody>
        </MessageBar>
      )}
      {explanation && (
        <MessageBar
          intent={pending ? 'warning' : 'info'}
          layout="multiline"
          data-testid="album-lock-explanation"
        >
          <MessageBarBody>
            {pending && (
              <MessageBarTitle>
                {intl.formatMessage(albumFormMessages.pendingTitle)}
              </MessageBarTitle>
            )}
            {intl.formatMessage(explanation)}
          </MessageBarBody>
        </MessageBar>
      )}
    </>
  );
}
