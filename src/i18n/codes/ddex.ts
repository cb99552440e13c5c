// DDEX check problems, diff entries and the fields a diff names (src/domain/ddex/codes.ts).
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { DdexDiffCode, DdexDiffField, DdexProblemCode } from '../../domain/ddex/codes';

const PROBLEM =
  'A problem the DDEX check found in a release message; params name the record or value';
const DIFF = 'One difference between two DDEX release messages; params name the field and values';
const FIELD = 'Name of a release field as a DDEX diff entry names it';

export const ddexProblemMessages: Readonly<Record<DdexProblemCode, MessageDescriptor>> =
  defineMessages({
    'no-tracks': {
      id: 'ddex.problem.no-tracks',
      defaultMessage: 'The album has no tracks',
      description: PROBLEM,
    },
    'upc-missing': {
      id: 'ddex.problem.upc-missing',
      defaultMessage: 'The album has no UPC',
      description: PROBLEM,
    },
    'upc-invalid': {
      id: 'ddex.problem.upc-invalid',
      defaultMessage: 'The UPC {upc} is not valid',
      description: PROBLEM,
    },
    'isrc-missing': {
      id: 'ddex.problem.isrc-missing',
      defaultMessage: 'Track {track} has no ISRC',
      description: PROBLEM,
    },
    'isrc-invalid': {
      id: 'ddex.problem.isrc-invalid',
      defaultMessage: 'Track {track}: the ISRC {isrc} is not valid',
      description: PROBLEM,
    },
    'audio-missing': {
      id: 'ddex.problem.audio-missing',
      defaultMessage: 'Track {track} has no audio file',
      description: PROBLEM,
    },
    'file-facts-missing': {
      id: 'ddex.problem.file-facts-missing',
      defaultMessage: 'A file of the album has not been checked by the server yet',
      description: PROBLEM,
    },
    'cover-missing': {
      id: 'ddex.problem.cover-missing',
      defaultMessage: 'The album has no cover',
      description: PROBLEM,
    },
    'label-missing': {
      id: 'ddex.problem.label-missing',
      defaultMessage: 'No record company is set',
      description: PROBLEM,
    },
    'genre-missing': {
      id: 'ddex.problem.genre-missing',
      defaultMessage: 'The album has no genre',
      description: PROBLEM,
    },
    'display-artist-missing': {
      id: 'ddex.problem.display-artist-missing',
      defaultMessage: 'No main artist is set',
      description: PROBLEM,
    },
    'party-unknown': {
      id: 'ddex.problem.party-unknown',
      defaultMessage: 'An artist of the album cannot be found',
      description: PROBLEM,
    },
    'language-invalid': {
      id: 'ddex.problem.language-invalid',
      defaultMessage: 'The language {language} is not a valid language code',
      description: PROBLEM,
    },
    'territory-invalid': {
      id: 'ddex.problem.territory-invalid',
      defaultMessage: 'The territory {territory} is not known to DDEX',
      description: PROBLEM,
    },
    'territory-missing': {
      id: 'ddex.problem.territory-missing',
      defaultMessage: 'The contract names no territory',
      description: PROBLEM,
    },
    'usage-missing': {
      id: 'ddex.problem.usage-missing',
      defaultMessage: 'The contract names no usage',
      description: PROBLEM,
    },
    'validity-start-missing': {
      id: 'ddex.problem.validity-start-missing',
      defaultMessage: 'The album has no expected on-shelf date',
      description: PROBLEM,
    },
    'validity-order': {
      id: 'ddex.problem.validity-order',
      defaultMessage: 'The deal ends ({end}) before it starts ({start})',
      description: PROBLEM,
    },
    'dpid-invalid': {
      id: 'ddex.problem.dpid-invalid',
      defaultMessage: 'The DDEX party id {dpid} is not valid',
      description: PROBLEM,
    },
    'message-id-missing': {
      id: 'ddex.problem.message-id-missing',
      defaultMessage: 'The message has no id',
      description: PROBLEM,
    },
    'lyrics-file-missing': {
      id: 'ddex.problem.lyrics-file-missing',
      defaultMessage: 'Track {track}: a lyrics file is not stored yet and is left out',
      description: PROBLEM,
    },
    'schema-invalid': {
      id: 'ddex.problem.schema-invalid',
      defaultMessage: 'The message does not pass the DDEX schema (line {line})',
      description: PROBLEM,
    },
    'not-xml': {
      id: 'ddex.problem.not-xml',
      defaultMessage: 'The file is not a valid XML document',
      description: PROBLEM,
    },
    'doctype-refused': {
      id: 'ddex.problem.doctype-refused',
      defaultMessage: 'XML with a DOCTYPE or entities is not accepted',
      description: PROBLEM,
    },
    'too-large': {
      id: 'ddex.problem.too-large',
      defaultMessage: 'The message is too large: at most {maxMb} MB',
      description: PROBLEM,
    },
    'too-deep': {
      id: 'ddex.problem.too-deep',
      defaultMessage: 'The XML is nested too deeply',
      description: PROBLEM,
    },
    'encoding-unsupported': {
      id: 'ddex.problem.encoding-unsupported',
      defaultMessage: 'Only UTF-8 or UTF-16 messages are accepted',
      description: PROBLEM,
    },
    'wrong-namespace': {
      id: 'ddex.problem.wrong-namespace',
      defaultMessage: 'This is not a DDEX ERN 4.3 message',
      description: PROBLEM,
    },
    'wrong-message': {
      id: 'ddex.problem.wrong-message',
      defaultMessage: 'This is not a NewReleaseMessage',
      description: PROBLEM,
    },
    'schema-error': {
      id: 'ddex.problem.schema-error',
      defaultMessage: 'Line {line}: the message does not follow the DDEX schema',
      description: PROBLEM,
    },
    'reference-unknown': {
      id: 'ddex.problem.reference-unknown',
      defaultMessage: 'Line {line}: the reference {reference} points at nothing',
      description: PROBLEM,
    },
    'release-missing': {
      id: 'ddex.problem.release-missing',
      defaultMessage: 'The message holds no release',
      description: PROBLEM,
    },
    'value-unknown': {
      id: 'ddex.problem.value-unknown',
      defaultMessage: 'An unknown value was replaced by the nearest one',
      description: PROBLEM,
    },
    'resource-missing': {
      id: 'ddex.problem.resource-missing',
      defaultMessage: 'The file {uri} named by the message is missing',
      description: PROBLEM,
    },
    'resource-unused': {
      id: 'ddex.problem.resource-unused',
      defaultMessage: 'The file {entry} is not named by the message',
      description: PROBLEM,
    },
    'hash-mismatch': {
      id: 'ddex.problem.hash-mismatch',
      defaultMessage: 'The file {uri} does not match its hash',
      description: PROBLEM,
    },
    'zip-invalid': {
      id: 'ddex.problem.zip-invalid',
      defaultMessage: 'The zip file is damaged or encrypted',
      description: PROBLEM,
    },
    'zip-bomb': {
      id: 'ddex.problem.zip-bomb',
      defaultMessage: 'The zip file unpacks to too much data',
      description: PROBLEM,
    },
    'zip-too-many-entries': {
      id: 'ddex.problem.zip-too-many-entries',
      defaultMessage: 'The zip file holds too many files: at most {max}',
      description: PROBLEM,
    },
    'zip-no-message': {
      id: 'ddex.problem.zip-no-message',
      defaultMessage: 'The zip file holds no XML message',
      description: PROBLEM,
    },
    'zip-several-messages': {
      id: 'ddex.problem.zip-several-messages',
      defaultMessage: 'The zip file holds {count} XML messages; one is expected',
      description: PROBLEM,
    },
    'zip-path-unsafe': {
      id: 'ddex.problem.zip-path-unsafe',
      defaultMessage: 'The zip file holds a file with an unsafe path',
      description: PROBLEM,
    },
  });

export const ddexDiffMessages: Readonly<Record<DdexDiffCode, MessageDescriptor>> = defineMessages({
  'field-changed': {
    id: 'ddex.diff.field-changed',
    defaultMessage: '{field} changed',
    description: DIFF,
  },
  'field-added': {
    id: 'ddex.diff.field-added',
    defaultMessage: '{field} added',
    description: DIFF,
  },
  'field-removed': {
    id: 'ddex.diff.field-removed',
    defaultMessage: '{field} removed',
    description: DIFF,
  },
  'track-added': { id: 'ddex.diff.track-added', defaultMessage: 'Track added', description: DIFF },
  'track-removed': {
    id: 'ddex.diff.track-removed',
    defaultMessage: 'Track removed',
    description: DIFF,
  },
  'track-moved': { id: 'ddex.diff.track-moved', defaultMessage: 'Track moved', description: DIFF },
  'track-changed': {
    id: 'ddex.diff.track-changed',
    defaultMessage: 'Track changed',
    description: DIFF,
  },
  'deal-added': { id: 'ddex.diff.deal-added', defaultMessage: 'Deal added', description: DIFF },
  'deal-removed': {
    id: 'ddex.diff.deal-removed',
    defaultMessage: 'Deal removed',
    description: DIFF,
  },
  'deal-changed': {
    id: 'ddex.diff.deal-changed',
    defaultMessage: 'Deal changed',
    description: DIFF,
  },
  'deals-withdrawn': {
    id: 'ddex.diff.deals-withdrawn',
    defaultMessage: 'All deals withdrawn',
    description: DIFF,
  },
  'deals-restored': {
    id: 'ddex.diff.deals-restored',
    defaultMessage: 'Deals restored',
    description: DIFF,
  },
});

export const ddexFieldMessages: Readonly<Record<DdexDiffField, MessageDescriptor>> = defineMessages(
  {
    upc: { id: 'ddex.field.upc', defaultMessage: 'UPC', description: FIELD },
    releaseType: {
      id: 'ddex.field.releaseType',
      defaultMessage: 'Release type',
      description: FIELD,
    },
    title: { id: 'ddex.field.title', defaultMessage: 'Title', description: FIELD },
    localizedTitle: {
      id: 'ddex.field.localizedTitle',
      defaultMessage: 'Title ({language})',
      description: FIELD,
    },
    displayArtist: {
      id: 'ddex.field.displayArtist',
      defaultMessage: 'Artists',
      description: FIELD,
    },
    label: { id: 'ddex.field.label', defaultMessage: 'Record company', description: FIELD },
    genre: { id: 'ddex.field.genre', defaultMessage: 'Genre', description: FIELD },
    pLine: { id: 'ddex.field.pLine', defaultMessage: 'P line', description: FIELD },
    cLine: { id: 'ddex.field.cLine', defaultMessage: 'C line', description: FIELD },
    originalReleaseDate: {
      id: 'ddex.field.originalReleaseDate',
      defaultMessage: 'Original release date',
      description: FIELD,
    },
    parentalWarning: {
      id: 'ddex.field.parentalWarning',
      defaultMessage: 'Explicit content',
      description: FIELD,
    },
    versionType: { id: 'ddex.field.versionType', defaultMessage: 'Version', description: FIELD },
    compilation: {
      id: 'ddex.field.compilation',
      defaultMessage: 'Compilation',
      description: FIELD,
    },
    cover: { id: 'ddex.field.cover', defaultMessage: 'Cover', description: FIELD },
    isrc: { id: 'ddex.field.isrc', defaultMessage: 'ISRC', description: FIELD },
    duration: { id: 'ddex.field.duration', defaultMessage: 'Duration', description: FIELD },
    languages: { id: 'ddex.field.languages', defaultMessage: 'Languages', description: FIELD },
    contributors: {
      id: 'ddex.field.contributors',
      defaultMessage: 'Contributors',
      description: FIELD,
    },
    rightsControllers: {
      id: 'ddex.field.rightsControllers',
      defaultMessage: 'Rights holders',
      description: FIELD,
    },
    audioFile: { id: 'ddex.field.audioFile', defaultMessage: 'Audio file', description: FIELD },
    audioFormat: {
      id: 'ddex.field.audioFormat',
      defaultMessage: 'Audio format',
      description: FIELD,
    },
    immersiveAudio: {
      id: 'ddex.field.immersiveAudio',
      defaultMessage: 'Spatial audio',
      description: FIELD,
    },
    lyrics: { id: 'ddex.field.lyrics', defaultMessage: 'Lyrics', description: FIELD },
    preview: { id: 'ddex.field.preview', defaultMessage: 'Preview clip', description: FIELD },
    territories: {
      id: 'ddex.field.territories',
      defaultMessage: 'Territories',
      description: FIELD,
    },
    excludedTerritories: {
      id: 'ddex.field.excludedTerritories',
      defaultMessage: 'Excluded territories',
      description: FIELD,
    },
    validFrom: { id: 'ddex.field.validFrom', defaultMessage: 'Start date', description: FIELD },
    validUntil: { id: 'ddex.field.validUntil', defaultMessage: 'End date', description: FIELD },
    useTypes: { id: 'ddex.field.useTypes', defaultMessage: 'Usage', description: FIELD },
    preorder: { id: 'ddex.field.preorder', defaultMessage: 'Pre-order', description: FIELD },
    visibility: {
      id: 'ddex.field.visibility',
      defaultMessage: 'Preview start',
      description: FIELD,
    },
  },
);
