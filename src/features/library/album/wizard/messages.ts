import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { CompletenessPart } from './completeness';
import type { WizardStep } from './wizardSteps';
import { labels } from '../../../../i18n/labels';

const STEP = 'Name of a step of the album edit wizard (spec section 2)';
export const wizardStepMessages: Readonly<Record<WizardStep, MessageDescriptor>> = defineMessages({
  info: { id: 'album.wizard.step.info', defaultMessage: 'Album information', description: STEP },
  tracks: { id: 'album.wizard.step.tracks', defaultMessage: 'Tracks', description: STEP },
  rights: { id: 'album.wizard.step.rights', defaultMessage: 'Rights holders', description: STEP },
  localization: {
    id: 'album.wizard.step.localization',
    defaultMessage: 'Globalization (optional)',
    description: STEP,
  },
  finish: {
    id: 'album.wizard.step.finish',
    defaultMessage: 'Finish and submit for review',
    description: STEP,
  },
});

const INTRO = 'Short explanation at the top of a step of the album edit wizard';
export const wizardStepIntros: Readonly<Record<WizardStep, MessageDescriptor>> = defineMessages({
  info: {
    id: 'album.wizard.intro.info',
    defaultMessage: 'Fill in the album information and upload the cover. Save before going on.',
    description: INTRO,
  },
  tracks: {
    id: 'album.wizard.intro.tracks',
    defaultMessage:
      'Every track needs verified audio and its information complete. Upload audio and lyrics here; add, sort or copy tracks on the Tracks tab.',
    description: INTRO,
  },
  rights: {
    id: 'album.wizard.intro.rights',
    defaultMessage:
      'Record who holds rights in the tracks (lyricists, composers, producers, performers…) and their shares per country or region.',
    description: INTRO,
  },
  localization: {
    id: 'album.wizard.intro.localization',
    defaultMessage:
      'Optional: an overseas cover and the album and track information in other languages for overseas platforms.',
    description: INTRO,
  },
  finish: {
    id: 'album.wizard.intro.finish',
    defaultMessage: 'Check what is still incomplete, then submit the album for review.',
    description: INTRO,
  },
});

const PART = 'Heading of a part of the list of what an album still lacks before review';
export const completenessPartMessages: Readonly<Record<CompletenessPart, MessageDescriptor>> =
  defineMessages({
    status: labels.reviewStatus,
    album: {
      id: 'album.complete.part.album',
      defaultMessage: 'Album information',
      description: PART,
    },
    tracks: { id: 'album.complete.part.tracks', defaultMessage: 'Tracks', description: PART },
    authorization: {
      id: 'album.complete.part.authorization',
      defaultMessage: 'Authorization',
      description: PART,
    },
  });

export const wizardMessages = defineMessages({
  stepsLabel: {
    id: 'album.wizard.steps',
    defaultMessage: 'Steps of the album editor',
    description: 'Accessible name of the list of wizard steps',
  },
  navLabel: {
    id: 'album.wizard.nav',
    defaultMessage: 'Move between steps',
    description: 'Accessible name of the previous / next links of the wizard',
  },
  stepComplete: {
    id: 'album.wizard.stepComplete',
    defaultMessage: 'complete',
    description: 'Accessible state of a wizard step with nothing missing',
  },
  stepIncomplete: {
    id: 'album.wizard.stepIncomplete',
    defaultMessage: 'incomplete',
    description: 'Accessible state of a wizard step with something missing',
  },
  previous: labels.previous,
  next: labels.next,
  close: {
    id: 'album.wizard.close',
    defaultMessage: 'Leave step-by-step editing',
    description: 'Link from the wizard back to the plain album information page',
  },
  openTracksTab: {
    id: 'album.wizard.openTracksTab',
    defaultMessage: 'Add, sort or copy tracks on the Tracks tab',
    description: 'Link from the tracks step to the album tracks tab',
  },
  openRightsTab: {
    id: 'album.wizard.openRightsTab',
    defaultMessage: 'Edit rights holders',
    description: 'Link from the rights step to the album rights holders tab',
  },
  openLocalizationTab: {
    id: 'album.wizard.openLocalizationTab',
    defaultMessage: 'Edit localization',
    description: 'Link from the globalization step to the album localization tab',
  },
  checking: {
    id: 'album.wizard.checking',
    defaultMessage: 'Checking the album…',
    description: 'While the completeness check reads the local database',
  },
  completeTitle: {
    id: 'album.complete.title',
    defaultMessage: 'What is still incomplete',
    description: 'Heading of the list of what an album still lacks before review',
  },
  noneButQuality: {
    id: 'album.complete.noneButQuality',
    defaultMessage:
      'Nothing is missing, but the quality errors below must be fixed before submitting.',
    description: 'Shown when nothing is missing but a pre-delivery quality check found an error',
  },
  allComplete: {
    id: 'album.complete.none',
    defaultMessage: 'Nothing is missing: the album can be submitted for review.',
    description: 'Shown when the completeness check found nothing missing',
  },
  guidance: {
    id: 'album.complete.guidance',
    defaultMessage: 'Advice',
    description: 'Label of an item that does not block submission (album type guidance)',
  },
  fixHere: {
    id: 'album.complete.fix',
    defaultMessage: 'Fix',
    description: 'Link from an incomplete item to where it is fixed',
  },
  letterTitle: {
    id: 'album.complete.letterTitle',
    defaultMessage: 'Authorization file title',
    description: 'Names the title of an authorization file in an incomplete item',
  },
  letterAttachment: {
    id: 'album.complete.letterAttachment',
    defaultMessage: 'Authorization file attachment',
    description: 'Names the attachment of an authorization file in an incomplete item',
  },
  basedOnDevice: {
    id: 'album.complete.basedOnDevice',
    defaultMessage:
      'Checked with the data on this device; the server checks again when the submission arrives.',
    description: 'Note under the completeness list',
  },
});

export const wizardValueMessages = defineMessages<{
  stepOf: { index: number; count: number };
  rightsCount: { count: number };
  localizationCount: { count: number };
  countIncomplete: { count: number };
  fixNamed: { what: string };
  trackItem: { track: string; text: string };
  fieldItem: { field: string; text: string };
}>({
  stepOf: labels.stepOf,
  rightsCount: {
    id: 'album.wizard.rightsCount',
    defaultMessage:
      '{count, plural, =0 {No rights holders recorded yet.} one {# rights holder recorded.} other {# rights holders recorded.}}',
    description: 'How many rights holder records the album and its tracks have',
  },
  localizationCount: {
    id: 'album.wizard.localizationCount',
    defaultMessage:
      '{count, plural, =0 {No localized information yet.} one {Localized information in # language.} other {Localized information in # languages.}}',
    description: 'How many languages the album has localized information in',
  },
  countIncomplete: {
    id: 'album.complete.count',
    defaultMessage:
      '{count, plural, one {# item must be completed} other {# items must be completed}} before the album can be submitted.',
    description: 'Number of blocking items before submission',
  },
  fixNamed: {
    id: 'album.complete.fixNamed',
    defaultMessage: 'Fix: {what}',
    description: 'Accessible name of the link to where an item is fixed',
  },
  trackItem: {
    id: 'album.complete.trackItem',
    defaultMessage: '{track}: {text}',
    description: 'An incomplete item about one track: track name and what is missing',
  },
  fieldItem: {
    id: 'album.complete.fieldItem',
    defaultMessage: '{field}: {text}',
    description: 'An incomplete item about one field: field name and the problem',
  },
});

const QUALITY = 'The pre-delivery quality checks of the album wizard finish step (issue 15)';
export const qualityListMessages = defineMessages({
  title: {
    id: 'album.quality.title',
    defaultMessage: 'Quality checks before delivery',
    description: QUALITY,
  },
  none: {
    id: 'album.quality.none',
    defaultMessage: 'No quality problems found.',
    description: QUALITY,
  },
  fromServer: {
    id: 'album.quality.fromServer',
    defaultMessage: 'Found by the server at the last submission',
    description: `${QUALITY}: badge of a finding only the server can make`,
  },
  note: {
    id: 'album.quality.note',
    defaultMessage:
      'Checked on this device. Whether another organisation holds an ISRC is checked by the server when the submission arrives.',
    description: `${QUALITY}: note under the list`,
  },
});

export const qualityCountMessages = defineMessages<{
  errors: { count: number };
  warnings: { count: number };
}>({
  errors: {
    id: 'album.quality.errors',
    defaultMessage: '{count, plural, one {# error} other {# errors}}: fix before submitting',
    description: `${QUALITY}: heading of the findings that block the submission`,
  },
  warnings: {
    id: 'album.quality.warnings',
    defaultMessage:
      '{count, plural, one {# warning} other {# warnings}}: the album can be submitted, and the reviewer sees them',
    description: `${QUALITY}: heading of the findings that do not block the submission`,
  },
});
