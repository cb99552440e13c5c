import {
  Body1,
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { errorsOf } from '../../../domain/catalogue';
import { routePath } from '../../../domain/routes';
import { ArtistAvatarField } from './ArtistAvatarField';
import { ArtistBasicFields } from './ArtistBasicFields';
import { CreateDrawer } from '../shared/DrawerFrame';
import { drawerMessages } from '../shared/messages';
import { artistNewMessages as m } from './messages';
import { useNewArtist } from './useNewArtist';

const useStyles = makeStyles({ muted: { color: tokens.colorNeutralForeground2 } });

interface Props {
  /** after the artist was created; by default its page opens */
  onCreated?(artistId: string): void;
}

/** "New artist" and its drawer: name and country/region required, type, display language, avatar. */
export function NewArtistButton({ onCreated }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const form = useNewArtist();
  const hasErrors = errorsOf(form.issues).length > 0;

  const close = () => {
    setOpen(false);
    form.reset();
  };
  const submit = async () => {
    const id = await form.create();
    if (id === null) return;
    close();
    if (onCreated) onCreated(id);
    else void navigate(routePath('library-artist-info', { artistId: id }));
  };

  return (
    <>
      <Button
        appearance="primary"
        icon={<AddRegular />}
        onClick={() => setOpen(true)}
        data-testid="new-artist"
      >
        {intl.formatMessage(m.button)}
      </Button>
      <CreateDrawer
        open={open}
        title={intl.formatMessage(m.title)}
        busy={form.busy}
        testId="new-artist-drawer"
        onClose={close}
        onSubmit={() => void submit()}
      >
        {hasErrors && (
          <MessageBar intent="error" data-testid="new-artist-errors">
            <MessageBarBody>{intl.formatMessage(drawerMessages.fixFirst)}</MessageBarBody>
          </MessageBar>
        )}
        {form.failed && (
          <MessageBar intent="error">
            <MessageBarBody>{intl.formatMessage(drawerMessages.createFailed)}</MessageBarBody>
          </MessageBar>
        )}
        <ArtistBasicFields
          values={form.values}
          issues={form.issues}
          disabled={form.busy}
          change={form.change}
        />
        <ArtistAvatarField
          value={form.values.avatar}
          name={form.values.name}
          disabled={form.busy}
          onUploaded={(avatar) => form.change('avatar', avatar)}
        />
        <Body1 className={styles.muted}>{intl.formatMessage(m.optional)}</Body1>
      </CreateDrawer>
    </>
  );
}
