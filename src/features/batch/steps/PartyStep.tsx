import { Body1 } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { AuthorizingPartyField } from '../../library/recordcompany/AuthorizingPartyField';
import { useBatchStyles } from '../BatchWizard.styles';
import { batchPartyMessages as m } from '../messages';
import type { BatchWizardState } from '../useBatchWizard';

/** Step 1: the authorizing party the batch's albums are created for; its names are what the playlist resolves. */
export function PartyStep({ wizard }: { wizard: BatchWizardState }) {
  const intl = useIntl();
  const styles = useBatchStyles();
  const { lookups } = wizard;
  return (
    <div className={styles.card}>
      <Body1 className={styles.muted}>{intl.formatMessage(m.intro)}</Body1>
      <div className={styles.partyField}>
        <AuthorizingPartyField
          label={m.label}
          value={wizard.partyId}
          testId="batch-party"
          onChange={wizard.chooseParty}
        />
      </div>
      {lookups !== null && (
        <Body1 data-testid="batch-party-counts">
          {intl.formatMessage(m.counts, {
            artists: Object.keys(lookups.artists).length,
            companies: Object.keys(lookups.recordCompanies).length,
            lines: Object.keys(lookups.plines).length,
          })}
        </Body1>
      )}
    </div>
  );
}
