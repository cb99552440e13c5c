import { defineMessages } from 'react-intl';
import { labels } from '../../../i18n/labels';

/** Texts shared by the track, rights-holder and localization pages. */
export const formMessages = defineMessages({
  openList: {
    id: 'library.form.openList',
    defaultMessage: 'Show the choices',
    description:
      "Accessible name of a searchable pick list's drop-down button (Fluent's own says Open in every language)",
  },
  lockedPending: {
    id: 'library.form.lockedPending',
    defaultMessage:
      'The album is pending review: its tracks, rights holders and localization cannot be edited until the review is finished.',
    description: 'Why a page of album content is read-only: the album is in review status 11 or 16',
  },
  lockedApproved: {
    id: 'library.form.lockedApproved',
    defaultMessage:
      'The album is approved and locked. Start a modification on the album page to change it; it then needs review again.',
    description: 'Why a page of album content is read-only: the album is approved (status 12)',
  },
  lockedDeleted: {
    id: 'library.form.lockedDeleted',
    defaultMessage: 'The album has been deleted; its content cannot be edited.',
    description: 'Why a page of album content is read-only: the album is deleted (status 15)',
  },
  modificationLimits: {
    id: 'library.form.modificationLimits',
    defaultMessage:
      'The album is under modification: only some information can change, the rest stays as approved.',
    description: 'Why some fields are read-only while a modification of an approved album is open',
  },
  noMatch: {
    id: 'library.form.noMatch',
    defaultMessage: 'No match',
    description: 'Shown in a pick list when the typed text matches no option',
  },
  none: {
    id: 'library.form.none',
    defaultMessage: 'None',
    description: 'Option of an optional pick list meaning no value',
  },
  save: labels.save,
  saving: labels.saving,
  saved: {
    id: 'library.form.saved',
    defaultMessage:
      'Saved on this device. It is sent to the server as soon as there is a connection.',
    description: 'Confirmation after saving (the edit is stored locally first, then synced)',
  },
  saveFailed: {
    id: 'library.form.saveFailed',
    defaultMessage: 'The change could not be saved on this device.',
    description: 'Error when writing the edit to the local database failed',
  },
  fixErrors: {
    id: 'library.form.fixErrors',
    defaultMessage: 'Nothing was saved: please correct the fields marked in red.',
    description: 'Shown when Save was pressed while some fields have errors',
  },
  cancel: labels.cancel,
  close: labels.close,
  delete: labels.delete,
});

const DRAWER = 'Button or text of an add drawer (album, artist, record company, P/C line)';
export const drawerMessages = defineMessages({
  create: { id: 'parties.drawer.create', defaultMessage: 'Create', description: DRAWER },
  creating: { id: 'parties.drawer.creating', defaultMessage: 'Creating…', description: DRAWER },
  createFailed: {
    id: 'parties.drawer.createFailed',
    defaultMessage: 'The record could not be saved on this device. Please try again.',
    description: 'Error when writing a new record to the local store failed',
  },
  fixFirst: {
    id: 'parties.drawer.fixFirst',
    defaultMessage: 'Please correct the fields marked in red.',
    description: 'Summary shown when a form is submitted with errors',
  },
});
