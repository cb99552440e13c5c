import { Body1, Title2 } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { routePath } from '../../../domain/routes';
import { useAlbumPageStyles } from '../album/AlbumPages.styles';
import { AuthorizationForm } from './AuthorizationForm';
import { authorizationFormMessages as m, bindMessages } from './messages';

/** /library/authorization/add: a new authorization file; its tracks are bound on its edit page. */
export function AuthorizationAddPage() {
  const intl = useIntl();
  const styles = useAlbumPageStyles();
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <Title2 as="h1" className={styles.heading}>
        {intl.formatMessage(m.addHeading)}
      </Title2>
      <AuthorizationForm
        stored={null}
        onSaved={(id) =>
          void navigate(routePath('library-authorization-edit', { authId: id }), {
            state: { created: true },
          })
        }
      />
      <Body1 className={styles.muted}>{intl.formatMessage(bindMessages.saveFirst)}</Body1>
    </div>
  );
}
