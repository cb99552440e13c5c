// The contact form, shown on /contact_us and in the landing page's contact section.
import {
  Body1,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Textarea,
  Title3,
} from '@fluentui/react-components';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { isNetworkError } from '../../app/api/errors';
import { useErrorText } from '../../components/useErrorText';
import { ContactLimits, type ContactField } from '../../domain/help/contact';
import { CaptchaField } from '../recovery/CaptchaField';
import { useContactStyles } from './Contact.styles';
import { contactMessages as m, contactValueMessages as v } from './messages';
import { useContactForm } from './useContactForm';

const MAX: Readonly<Record<ContactField, number>> = {
  name: ContactLimits.nameMax,
  email: 254,
  title: ContactLimits.titleMax,
  message: ContactLimits.messageMax,
  captcha: 8,
};

export function ContactForm({ idPrefix = 'contact' }: { idPrefix?: string }) {
  const intl = useIntl();
  const styles = useContactStyles();
  const errorText = useErrorText();
  const { state, setField, newPicture, submit, again } = useContactForm();

  const message = (field: ContactField, label: MessageDescriptor) => {
    const code = state.errors[field];
    if (code === undefined) return undefined;
    return intl.formatMessage(
      { id: `validation.${code}` },
      { field: intl.formatMessage(label), max: MAX[field], maxMb: 10 },
    );
  };

  if (state.sentTo !== null) {
    return (
      <div className={styles.sent} role="status">
        <Title3 as="h2" block>
          {intl.formatMessage(m.sentHeading)}
        </Title3>
        <Body1 as="p" block>
          {intl.formatMessage(v.sentBody, { email: state.sentTo })}
        </Body1>
        <Button onClick={again}>{intl.formatMessage(m.another)}</Button>
      </div>
    );
  }

  const text = (field: 'name' | 'email' | 'title', label: MessageDescriptor, type = 'text') => (
    <Field label={intl.formatMessage(label)} required validationMessage={message(field, label)}>
      <Input
        id={`${idPrefix}-${field}`}
        name={field}
        type={type === 'email' ? 'email' : 'text'}
        autoComplete={field === 'title' ? 'off' : field}
        maxLength={MAX[field]}
        value={state.values[field]}
        onChange={(_, d) => setField(field, d.value)}
      />
    </Field>
  );

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      {state.failure !== null && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>
            {isNetworkError(state.failure)
              ? intl.formatMessage(m.needsConnection)
              : errorText(state.failure)}
          </MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.row}>
        {text('name', m.name)}
        {text('email', m.email, 'email')}
      </div>
      {text('title', m.title)}
      <Field
        label={intl.formatMessage(m.message)}
        required
        validationMessage={message('message', m.message)}
      >
        <Textarea
          id={`${idPrefix}-message`}
          name="message"
          rows={6}
          resize="vertical"
          maxLength={MAX.message}
          value={state.values.message}
          onChange={(_, d) => setField('message', d.value)}
        />
      </Field>
      <CaptchaField
        value={state.values.captcha}
        onChange={(value) => setField('captcha', value)}
        picture={state.picture}
        pictureFailed={state.pictureFailed}
        onRefresh={newPicture}
        validationMessage={message('captcha', { id: 'recovery.forgot.captcha' })}
      />
      <div>
        <Button type="submit" appearance="primary" disabledFocusable={state.isSubmitting}>
          {intl.formatMessage(state.isSubmitting ? m.sending : m.send)}
        </Button>
      </div>
    </form>
  );
}
