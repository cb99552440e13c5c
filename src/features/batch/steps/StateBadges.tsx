import { Badge, type BadgeProps } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type {
  BatchAlbumState,
  BatchAssociationState,
  BatchFileState,
} from '../../../data/batchRepo';
import {
  batchAlbumStateMessages,
  batchAssociationStateMessages,
  batchFileStateMessages,
} from '../messages';

type Color = NonNullable<BadgeProps['color']>;
const COLOR: Record<string, Color> = {
  waiting: 'informative',
  associating: 'brand',
  success: 'success',
  created: 'success',
  failed: 'danger',
};

export function FileStateBadge({ state }: { state: BatchFileState }) {
  const intl = useIntl();
  return (
    <Badge appearance="tint" color={COLOR[state]} data-testid="batch-file-state" data-state={state}>
      {intl.formatMessage(batchFileStateMessages[state])}
    </Badge>
  );
}

export function AssociationStateBadge({ state }: { state: BatchAssociationState }) {
  const intl = useIntl();
  return (
    <Badge
      appearance="tint"
      color={COLOR[state]}
      data-testid="batch-association-state"
      data-state={state}
    >
      {intl.formatMessage(batchAssociationStateMessages[state])}
    </Badge>
  );
}

export function AlbumStateBadge({ state }: { state: BatchAlbumState }) {
  const intl = useIntl();
  return (
    <Badge
      appearance="tint"
      color={COLOR[state]}
      data-testid="batch-album-state"
      data-state={state}
    >
      {intl.formatMessage(batchAlbumStateMessages[state])}
    </Badge>
  );
}
