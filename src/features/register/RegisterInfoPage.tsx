import {
  Body1,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
} from '@fluentui/react-components';
import { Fragment } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { RouterLink } from '../../components/RouterLink';
import { useErrorText } from '../../components/useErrorText';
import { identitySlotsOf, isIdentitySlotRequired } from '../../domain/accounts/identityImages';
import { SUBJECT_DETAIL_MAX, subjectDetailFieldsOf } from '../../domain/accounts/subjectDetails';
import { imageFieldMessages } from '../account/messages';
import { ImageField } from '../account/ImageField';
import { routePath } from '../../domain/routes';
import { useLoginStyles } from '../auth/LoginPage.styles';
import { useRecoveryStyles } from '../recovery/Recovery.styles';
import { registerMessages as m, subjectDetailMessages as d } from './messages';
import { Intro, RegisterCard } from './RegisterCard';
import { useRegisterInfo, type InfoField } from './useRegisterInfo';

// the country code's box is narrow; Fluent's Input has an intrinsic width, so it is let shrink
const useStyles = makeStyles({
  telArea: { width: '6rem', flexShrink: 0, '& input': { minWidth: 0, width: '100%' } },
});

const AUTOCOMPLETE: Partial<Record<InfoField, string>> = {
  loginName: 'username',
  name: 'name',
  email: 'email',
  telephone: 'tel-national',
  companyName: 'organization',
  smsCode: 'one-time-code',
  address: 'street-address',
};
const DETAIL_TYPE: Partial<Record<InfoField, 'email' | 'tel'>> = {
  contactPhone: 'tel',
  contactEmail: 'email',
};

/** /register/register_info?type=personal|company: identity, contact and the SMS code. */
export function RegisterInfoPage() {
  const intl = useIntl();
  const styles = useLoginStyles();
  const own = useRecoveryStyles();
  const local = useStyles();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const type = params.get('type') === 'company' ? 'company' : 'personal';
  const {
    fields,
    errors,
    failure,
    codeSent,
    busy,
    images,
    isSignedUp,
    set,
    setImage,
    sendCode,
    submit,
  } = useRegisterInfo(type);

  const field = (
    name: InfoField,
    label: MessageDescriptor,
    options: { type?: 'email' | 'tel'; maxLength?: number } = {},
  ) => {
    const text = intl.formatMessage(label);
    const code = errors[name];
    return (
      <Field
        label={text}
        required
        validationMessage={
          code
            ? intl.formatMessage({ id: `validation.${code}` }, { field: text, maxMb: 10 })
            : undefined
        }
      >
        <Input
          name={name}
          type={options.type ?? 'text'}
          autoComplete={AUTOCOMPLETE[name] ?? 'off'}
          maxLength={options.maxLength ?? 100}
          value={fields[name]}
          // once the account is made only the images can still change
          readOnly={isSignedUp}
          onChange={(_, d) => set(name, d.value)}
        />
      </Field>
    );
  };

  return (
    <RegisterCard
      heading={intl.formatMessage(type === 'company' ? m.company : m.personal)}
      step={2}
    >
      <Intro>{intl.formatMessage(m.linkMailed)}</Intro>
      {failure !== null && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{errorText(failure)}</MessageBarBody>
        </MessageBar>
      )}
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        {type === 'company' && field('companyName', m.companyName)}
        {type === 'company'
          ? field('creditCode', m.creditCode, { maxLength: 32 })
          : field('idNumber', m.idNumber, { maxLength: 32 })}
        {subjectDetailFieldsOf(type).map((name) => (
          <Fragment key={name}>
            {field(name, d[name], { type: DETAIL_TYPE[name], maxLength: SUBJECT_DETAIL_MAX[name] })}
          </Fragment>
        ))}
        {identitySlotsOf(type).map((slot) => {
          const code = errors[slot];
          return (
            <ImageField
              key={slot}
              slot={slot}
              value={images[slot] ?? null}
              onChange={(value) => setImage(slot, value)}
              required={isIdentitySlotRequired(slot)}
              disabled={busy !== null}
              error={
                code
                  ? intl.formatMessage(
                      { id: `validation.${code}` },
                      { field: intl.formatMessage(imageFieldMessages[slot]), maxMb: 10 },
                    )
                  : undefined
              }
            />
          );
        })}
        {field('name', m.name)}
        {field('loginName', m.loginName, { maxLength: 64 })}
        {field('email', m.email, { type: 'email', maxLength: 254 })}
        <div className={own.captchaRow}>
          <div className={local.telArea}>
            {field('telArea', m.telArea, { type: 'tel', maxLength: 5 })}
          </div>
          <div className={own.captchaInput}>
            {field('telephone', m.telephone, { type: 'tel', maxLength: 20 })}
          </div>
        </div>
        <div className={own.captchaRow}>
          <div className={own.captchaInput}>{field('smsCode', m.smsCode, { maxLength: 6 })}</div>
          <Button
            type="button"
            onClick={() => void sendCode()}
            disabledFocusable={busy !== null || isSignedUp}
          >
            {intl.formatMessage(m.sendCode)}
          </Button>
        </div>
        {codeSent && (
          <Body1 as="p" role="status" block>
            {intl.formatMessage(m.codeSent)}
          </Body1>
        )}
        <Button type="submit" appearance="primary" disabledFocusable={busy !== null}>
          {intl.formatMessage(busy === 'submit' ? m.submitting : m.submitInfo)}
        </Button>
      </form>
      <Body1 className={own.links}>
        <RouterLink to={routePath('register-user_type')}>
          {intl.formatMessage(m.typeIntro)}
        </RouterLink>
        <RouterLink to={routePath('login')}>{intl.formatMessage(m.haveAccount)}</RouterLink>
      </Body1>
    </RegisterCard>
  );
}
