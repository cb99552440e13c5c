import {
  Body1,
  Button,
  Checkbox,
  Field,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../app/api/errors';
import { useErrorText } from '../../components/useErrorText';
import { reportError } from '../../data/errorLog';
import type { LicenceAgreement } from '../../domain/api';
import { useLoginStyles } from '../auth/LoginPage.styles';
import { LinkStates } from './LinkStates';
import { MissingImages } from './MissingImages';
import { registerMessages as m, registerValueMessages as v } from './messages';
import { Intro, RegisterCard } from './RegisterCard';
import { fetchLicence, postFinishRegistration } from './registerCalls';
import { LINK_CODES, stepUrl, useRegistrationLink } from './useRegistrationLink';

const useStyles = makeStyles({
  text: {
    maxHeight: '40vh',
    overflowY: 'auto',
    whiteSpace: 'pre-wrap',
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
});

/** /register/sign_contract?token=: the licence agreement read and accepted (finsh_reg). */
export function SignContractPage() {
  const intl = useIntl();
  const styles = useLoginStyles();
  const own = useStyles();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { token, phase, setPhase } = useRegistrationLink(['sign_contract']);
  const [licence, setLicence] = useState<LicenceAgreement | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [mustAccept, setMustAccept] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (phase.kind !== 'ready') return;
    fetchLicence().then(setLicence, (error: unknown) => {
      reportError('register.licence', error);
      setFailure(error);
    });
  }, [phase.kind, intl.locale]);

  if (phase.kind !== 'ready') return <LinkStates phase={phase} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !licence) return;
    if (!accepted) return setMustAccept(true);
    setBusy(true);
    setFailure(null);
    try {
      await postFinishRegistration({ token, version: licence.version, sha256: licence.sha256 });
      void navigate(stepUrl('register_complete', token));
    } catch (error) {
      setBusy(false);
      if (isApiError(error) && LINK_CODES.has(String(error.code)))
        return setPhase({ kind: 'linkProblem', failure: error });
      if (!isApiError(error)) reportError('register.finish', error);
      setFailure(error);
    }
  };

  return (
    <RegisterCard heading={intl.formatMessage(m.heading)} step={3}>
      <Intro>{intl.formatMessage(m.contractIntro)}</Intro>
      {failure !== null && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{errorText(failure)}</MessageBarBody>
        </MessageBar>
      )}
      {isApiError(failure) && failure.code === 'identityImagesMissing' && (
        <MissingImages token={token} />
      )}
      {licence === null ? (
        <Spinner size="small" />
      ) : (
        <>
          <Body1 as="p" block>
            {intl.formatMessage(v.contractVersion, { version: licence.version })}
          </Body1>
          <div
            className={own.text}
            tabIndex={0}
            role="document"
            aria-label={intl.formatMessage(m.contractIntro)}
            data-testid="licence-text"
          >
            {licence.text}
          </div>
        </>
      )}
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <Field
          validationMessage={mustAccept && !accepted ? intl.formatMessage(m.mustAccept) : undefined}
        >
          <Checkbox
            checked={accepted}
            onChange={(_, d) => setAccepted(d.checked === true)}
            label={intl.formatMessage(m.accept)}
          />
        </Field>
        <Button type="submit" appearance="primary" disabledFocusable={busy || licence === null}>
          {intl.formatMessage(busy ? m.submitting : m.sign)}
        </Button>
      </form>
    </RegisterCard>
  );
}
