// Texts of /account/subjectInfo. The identity's field names are the sign-up's (register/messages.ts).
import { defineMessages } from 'react-intl';

const D = 'Subject information screen (/account/subjectInfo)';

export const subjectMessages = defineMessages({
  heading: { id: 'subject.heading', defaultMessage: 'Subject information', description: D },
  accountType: { id: 'subject.accountType', defaultMessage: 'Account type', description: D },
  personName: { id: 'subject.personName', defaultMessage: 'Name', description: D },
  readOnly: {
    id: 'subject.readOnly',
    defaultMessage: 'Only an administrator of your organisation can change this information.',
    description: D,
  },
  needsConnection: {
    id: 'subject.needsConnection',
    defaultMessage: 'Saving needs a connection to the server.',
    description: D,
  },
  saved: { id: 'subject.saved', defaultMessage: 'Subject information saved.', description: D },
});

const T = 'Subject information screen: the partner declares its PRC tax residence';

/** The tax residence (issue 26): its legal terms, what each changes on statements, and when. */
export const taxResidenceMessages = defineMessages({
  label: { id: 'subject.taxResidence', defaultMessage: 'Tax residence', description: T },
  individual: {
    id: 'subject.taxResidence.individual',
    defaultMessage: 'Resident individual of the PRC',
    description: T,
  },
  overseasIndividual: {
    id: 'subject.taxResidence.overseasIndividual',
    defaultMessage: 'Non-resident individual',
    description: T,
  },
  domesticCompany: {
    id: 'subject.taxResidence.domesticCompany',
    defaultMessage: 'Resident enterprise of the PRC',
    description: T,
  },
  overseasCompany: {
    id: 'subject.taxResidence.overseasCompany',
    defaultMessage: 'Non-resident enterprise',
    description: T,
  },
  rulePersonal: {
    id: 'subject.taxResidence.rulePersonal',
    defaultMessage:
      'A resident individual has a domicile in China, or stays in China 183 days or more in a tax year (Individual Income Tax Law, article 1).',
    description: T,
  },
  ruleCompany: {
    id: 'subject.taxResidence.ruleCompany',
    defaultMessage:
      'A resident enterprise is set up in China under Chinese law, or set up abroad with its actual management body in China (Enterprise Income Tax Law, article 2).',
    description: T,
  },
  effectIndividual: {
    id: 'subject.taxResidence.effect.individual',
    defaultMessage:
      'Your statements withhold individual income tax on royalties; no VAT is withheld.',
    description: T,
  },
  effectOverseasIndividual: {
    id: 'subject.taxResidence.effect.overseasIndividual',
    defaultMessage:
      'Your statements withhold VAT with its surtaxes, and individual income tax on royalties.',
    description: T,
  },
  effectDomesticCompany: {
    id: 'subject.taxResidence.effect.domesticCompany',
    defaultMessage:
      'Your statements withhold no tax: you invoice with your own VAT and pay your own enterprise income tax.',
    description: T,
  },
  effectOverseasCompany: {
    id: 'subject.taxResidence.effect.overseasCompany',
    defaultMessage:
      'Your statements withhold VAT with its surtaxes, and enterprise income tax on royalties (withholding tax).',
    description: T,
  },
  whenItApplies: {
    id: 'subject.taxResidence.whenItApplies',
    defaultMessage:
      'A change applies to statements computed after it. Statements already issued keep the taxes they were issued with: each is fixed by its hash.',
    description: T,
  },
});
