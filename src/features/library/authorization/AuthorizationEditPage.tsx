import {
  Badge,
  Body1,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  Title3,
} from '@fluentui/react-components';
import { DocumentRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router-dom';
import { sharedMessages } from '../../../components/messages';
import { RouterLink } from '../../../components/RouterLink';
import { useRecord } from '../../../data/catalogueHooks';
import { routePath } from '../../../domain/routes';
import { useAlbumPageStyles } from '../album/AlbumPages.styles';
import { AuthorizationForm } from './AuthorizationForm';
import { BoundTracks } from './BoundTracks';
import { authorizationFormMessages as m } from './messages';
import { TrackBindPicker } from './TrackBindPicker';

function isCreatedState(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && 'created' in state && state.created === true
  );
}

/** /library/authorization/:authId/edit: the file's fields, its bound tracks and the track picker. */
export function AuthorizationEditPage() {
  const intl = useIntl();
  const styles = useAlbumPageStyles();
  const { authId = '' } = useParams();
  const location = useLocation();
  const auth = useRecord('authorization', authId);

  if (auth === undefined)
    return <Spinner size="small" label={intl.formatMessage(sharedMessages.loading)} />;
  if (auth === null) {
    return (
      <div className={`${styles.panel} ${styles.empty}`} data-testid="authorization-not-found">
        <DocumentRegular className={styles.emptyIcon} aria-hidden />
        <Title3 as="h1" className={styles.heading}>
          {intl.formatMessage(m.notFound)}
        </Title3>
        <Body1 className={styles.muted}>{intl.formatMessage(m.notFoundHint)}</Body1>
        <RouterLink to={routePath('library-authorization-list')}>
          {intl.formatMessage(m.backToList)}
        </RouterLink>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <Title2 as="h1" className={styles.heading} data-testid="authorization-heading">
          {auth.title || intl.formatMessage(m.untitled)}
        </Title2>
        {auth.version === 0 && (
          <Badge appearance="tint" color="warning" data-testid="authorization-pending">
            {intl.formatMessage(m.pending)}
          </Badge>
        )}
      </div>
      {isCreatedState(location.state) && (
        <MessageBar intent="success" data-testid="authorization-created">
          <MessageBarBody>{intl.formatMessage(m.created)}</MessageBarBody>
        </MessageBar>
      )}
      {/* keyed by file: another file's page starts with a clean form */}
      <AuthorizationForm key={auth.id} stored={auth} />
      <div className={styles.panel}>
        <BoundTracks authorizationId={auth.id} />
      </div>
      <div className={styles.panel}>
        <TrackBindPicker key={auth.id} authorizationId={auth.id} />
      </div>
    </div>
  );
}
