// Reads a channel's DDEX acknowledgement of a delivered ERN message, as the ERN choreography
// standards write it, and says what it means for the album (22 delivered / 27 refused) and whether
// it may be applied to a batch at all. Pure: no I/O, never throws, reads through the safe XML
// reader (parseXml.ts: a DOCTYPE is refused, so no entity is declared or expanded: XXE and billion
// laughs stop at the first line).
//
// The two shapes, from the DDEX data dictionaries (ddex.net/dd):
//
// 1. ErnAcknowledgementStatusMessage (ECHO 1.7, "ern-c-sftp" / "ern-c-ws", the current SFTP and
//    web-service choreographies; dd/ECHO17/dd/ern-c-ws_ReleaseStatus.html, _Acknowledgement.html,
//    dd/LOD10Structure/dd/ern-c-ws_MessageStatus.html):
//      ErnAcknowledgementStatusMessage
//        MessageHeader                      (MessageId, MessageSender, MessageRecipient, ...)
//        ReleaseStatus 0-n
//          ReleaseId 1                      (GRid / ICPN / ISRC / ProprietaryId)
//          ReleaseStatus 1                  (ddexC:SupplyChainStatus)
//          ErrorText 0-1                    "solely to aid the MessageRecipient ... to resolve the
//                                            issues complained about"
//          ProposedActionType 0-1, ManualCheckRequired 0-1
//          AffectedResource 0-n             (ResourceIds of the resources affected)
//          Acknowledgement 0-n
//            MessageType 1                  (avs:ErnTestMessageType)
//            BatchId 0-1
//            MessageId 1                    the MessageId of the acknowledged NewReleaseMessage
//            MessageStatus 1-n
//              Status 1                     (a file status: avs:ErncFileStatus below)
//              Information 0-1              "A Status text for the Message"
//    Placement (ECHO 1.7 SFTP, kb.ddex.net/display/ECHO17FTP/8.3): "The
//    ErnAcknowledgementStatusMessage shall be placed into a folder called acknowledgements/"; each
//    batch lives in a folder named "<priority P|M|N>_<BatchId>", one folder per release (ReleaseId)
//    holding its NewReleaseMessage, resources under "resources/", the manifest
//    "BatchComplete_<BatchId>.xml" in the batch root (8.4).
//
// 2. FtpAcknowledgementMessage (the older Release-by-Release choreography, "ern-c";
//    dd/dd_MWN10/ern-c_FtpAcknowledgementMessage.html, ern-c_AcknowledgedFile.html):
//      FtpAcknowledgementMessage
//        MessageHeader 1                    (ern-c:FtpMessageHeader)
//        AcknowledgedFile 1                 (ReleaseId 0-1, Date 0-1)
//        FileStatus 1                       (avs:FileStatus)
//        ErrorText 0-1, ProposedActionType 0-1, ManualCheckRequired 0-1
//        AffectedResource 0-n
//    The generic "amep" form (dd/dd_MWN10/amep_FtpAcknowledgementMessage.html) instead lists
//    ReceivedFile 1-n, and the MWN form names the acknowledged message (AcknowledgedMessageId);
//    writers in the field also put FileName / FileStatus inside each acknowledged file. All are read.
//    Naming (ECHO17FTP 8.4): "ACK_, followed by the date and time that the Batch is placed on the
//    ftp server, followed by an underscore and the ReleaseId", ".xml"; the other choreographies
//    (MWL 5.2.6, RIN 5.2.3) name it ACK_<acknowledged file name without extension>.xml.
//
// Status codes: avs:ErncFileStatus ("A Status of a File in terms of its validity in the Release
// Delivery Choreography Standard", dd/MEAD10AVS/dd/avs_ErncFileStatus.html). FileOK ("a File
// contains no errors") is the one success; every other value, listed or not, is an error kept
// with the channel's own code and words: a status this reader does not know never counts as OK.
import { child, childrenOf, readXml, textOf, type XNode } from './parseXml';

export const ACK_FILE_OK = 'FileOK';

/** avs:ErncFileStatus as the data dictionary lists it (the reader accepts any value). */
export const ERNC_FILE_STATUSES = [
  'ArtistRoleUnknown',
  'CommercialReleaseDateInvalid',
  'ConflictingAvailabilityPeriods',
  'DuplicatedPublisherNames',
  'ErnMissing',
  'FileOK',
  'IdentifierInvalid',
  'IdentifierSyntaxInvalid',
  'InternalError',
  'MetadataMissing',
  'NewReleaseMessageInvalid',
  'NoDealForTrackRelease',
  'NoDealInNewReleaseMessage',
  'OriginalReleaseDateLaterThanReleaseDate',
  'PrimaryArtistNameMissing',
  'ResourceCorrupt',
  'ResourceMissing',
  'ResourceNotMeetingSpecifications',
] as const;

/** The channel's own words are kept, up to this many characters each. */
export const ACK_TEXT_MAX = 2000;

export type AckKind = 'ErnAcknowledgementStatusMessage' | 'FtpAcknowledgementMessage';

export interface AckParty {
  partyId: string | null;
  name: string | null;
}

/** One reported file / message and one of its statuses (a message with two statuses gives two). */
export interface AckFileStatus {
  /** the acknowledged message's MessageId, when the answer names it */
  messageId: string | null;
  batchId: string | null;
  messageType: string | null;
  releaseId: string | null;
  /** the file name, when the answer names one (the older shapes) */
  fileName: string | null;
  /** the code as written (FileOK, ResourceCorrupt, ...; a UserDefinedValue when UserDefined) */
  status: string;
  ok: boolean;
  /** the channel's words for this status ('' when none) */
  text: string;
  /** resource ids the answer says are affected */
  affectedResources: string[];
}

/** A release-level (ECHO) or message-level (older shape) status with the channel's words. */
export interface AckReleaseStatus {
  releaseId: string | null;
  status: string | null;
  ok: boolean;
  errorText: string;
  proposedAction: string | null;
  manualCheckRequired: boolean | null;
  affectedResources: string[];
}

export interface ParsedAcknowledgement {
  kind: AckKind;
  /** the acknowledgement's own header: sent by the channel, addressed to us */
  header: {
    messageId: string | null;
    sender: AckParty | null;
    recipient: AckParty | null;
    createdAt: string | null;
  };
  /** the MessageIds of the messages this answer acknowledges (distinct, in order of appearance) */
  acknowledgedMessageIds: string[];
  releases: AckReleaseStatus[];
  /** every file status reported, never only the first */
  files: AckFileStatus[];
}

export type AckReadFailure =
  'not-xml' | 'doctype-refused' | 'too-large' | 'too-deep' | 'not-an-acknowledgement' | 'no-status';

export type AckRead =
  { ok: true; ack: ParsedAcknowledgement } | { ok: false; reason: AckReadFailure };

function clip(text: string | null | undefined): string {
  return (text ?? '').slice(0, ACK_TEXT_MAX);
}

/** A DDEX code element: its text, or its UserDefinedValue when the text is UserDefined. */
function codeOf(node: XNode | undefined): string | null {
  if (node === undefined) return null;
  const own = node.text;
  if (own === 'UserDefined') return node.attrs.UserDefinedValue ?? own;
  if (own !== '') return own;
  // a composite whose value sits in a child (e.g. <Status><Value>…</Value></Status>)
  for (const c of node.children) if (c.text !== '') return c.text;
  return null;
}

/** An identifier composite (ReleaseId, ResourceId): GRid, ICPN, ISRC, ... or its own text. */
function idOf(node: XNode | undefined): string | null {
  if (node === undefined) return null;
  if (node.text !== '') return node.text;
  for (const name of ['GRid', 'ICPN', 'ISRC', 'CatalogNumber', 'ProprietaryId']) {
    const found = textOf(node, name);
    if (found !== null) return found;
  }
  for (const c of node.children) if (c.text !== '') return c.text;
  return null;
}

function partyOf(node: XNode | undefined): AckParty | null {
  if (node === undefined) return null;
  const name = child(node, 'PartyName');
  return {
    partyId: textOf(node, 'PartyId'),
    name: textOf(name, 'FullName') ?? (name?.text || null),
  };
}

function flagOf(node: XNode | undefined, name: string): boolean | null {
  const v = textOf(node, name);
  if (v === null) return null;
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  return null;
}

function affected(node: XNode): string[] {
  return childrenOf(node, 'AffectedResource')
    .map(idOf)
    .filter((v): v is string => v !== null);
}

function readHeader(root: XNode): ParsedAcknowledgement['header'] {
  const h = child(root, 'MessageHeader');
  return {
    messageId: textOf(h, 'MessageId'),
    sender: partyOf(child(h, 'MessageSender')),
    recipient: partyOf(child(h, 'MessageRecipient')),
    createdAt: textOf(h, 'MessageCreatedDateTime'),
  };
}

function isErrorCode(code: string | null): boolean {
  return (
    code !== null &&
    code !== ACK_FILE_OK &&
    (ERNC_FILE_STATUSES as readonly string[]).includes(code)
  );
}

/** ECHO 1.7 ErnAcknowledgementStatusMessage. */
function readStatusMessage(root: XNode): ParsedAcknowledgement {
  const releases: AckReleaseStatus[] = [];
  const files: AckFileStatus[] = [];
  const readAcks = (
    acks: XNode[],
    releaseId: string | null,
    resources: string[],
    releaseText: string,
  ) => {
    for (const a of acks) {
      const base = {
        messageId: textOf(a, 'MessageId'),
        batchId: textOf(a, 'BatchId'),
        messageType: codeOf(child(a, 'MessageType')),
        releaseId,
        fileName: textOf(a, 'FileName'),
      };
      for (const ms of childrenOf(a, 'MessageStatus')) {
        const status = codeOf(child(ms, 'Status')) ?? codeOf(ms);
        if (status === null) continue;
        files.push({
          ...base,
          status,
          ok: status === ACK_FILE_OK,
          // the status's own words, then the release's ErrorText ("to resolve the issues
          // complained about") for a status that complains
          text: clip(
            [
              textOf(ms, 'Information') ?? textOf(ms, 'ErrorText') ?? '',
              status === ACK_FILE_OK ? '' : releaseText,
            ]
              .filter((t) => t !== '')
              .join(' – '),
          ),
          affectedResources: status === ACK_FILE_OK ? [] : resources,
        });
      }
    }
  };
  for (const rs of childrenOf(root, 'ReleaseStatus')) {
    const releaseId = idOf(child(rs, 'ReleaseId'));
    const status = codeOf(child(rs, 'ReleaseStatus'));
    const resources = affected(rs);
    const errorText = clip(textOf(rs, 'ErrorText'));
    releases.push({
      releaseId,
      status,
      // the release-level code list (avs:SupplyChainStatus) is not a verdict on the file; only a
      // file-status error code written there counts as a refusal
      ok: !isErrorCode(status),
      errorText,
      proposedAction: codeOf(child(rs, 'ProposedActionType')),
      manualCheckRequired: flagOf(rs, 'ManualCheckRequired'),
      affectedResources: resources,
    });
    readAcks(childrenOf(rs, 'Acknowledgement'), releaseId, resources, errorText);
  }
  // tolerated: Acknowledgement directly under the root (the web-service form)
  readAcks(childrenOf(root, 'Acknowledgement'), null, [], '');
  return {
    kind: 'ErnAcknowledgementStatusMessage',
    header: readHeader(root),
    acknowledgedMessageIds: distinct(files.map((f) => f.messageId)),
    releases,
    files,
  };
}

/** The older FtpAcknowledgementMessage (ern-c, amep and MWN forms). */
function readFtpAck(root: XNode): ParsedAcknowledgement {
  const topStatus = codeOf(child(root, 'FileStatus'));
  const topText = clip(textOf(root, 'ErrorText'));
  const resources = affected(root);
  const ackedMessageId = textOf(root, 'AcknowledgedMessageId');
  const fileNodes = [...childrenOf(root, 'AcknowledgedFile'), ...childrenOf(root, 'ReceivedFile')];
  const files: AckFileStatus[] = [];
  for (const f of fileNodes) {
    const status = codeOf(child(f, 'FileStatus')) ?? topStatus;
    if (status === null) continue;
    const ownText = textOf(f, 'ErrorText');
    files.push({
      messageId: textOf(f, 'MessageId') ?? ackedMessageId,
      batchId: textOf(f, 'BatchId'),
      messageType: null,
      releaseId: idOf(child(f, 'ReleaseId')),
      fileName: textOf(f, 'FileName'),
      status,
      ok: status === ACK_FILE_OK,
      text: clip(ownText ?? (status === ACK_FILE_OK ? '' : topText)),
      affectedResources: status === ACK_FILE_OK ? [] : [...affected(f), ...resources],
    });
  }
  if (files.length === 0 && topStatus !== null)
    files.push({
      messageId: ackedMessageId,
      batchId: null,
      messageType: null,
      releaseId: null,
      fileName: null,
      status: topStatus,
      ok: topStatus === ACK_FILE_OK,
      text: topText,
      affectedResources: topStatus === ACK_FILE_OK ? [] : resources,
    });
  const releases: AckReleaseStatus[] =
    topStatus === null && topText === ''
      ? []
      : [
          {
            releaseId: idOf(child(fileNodes[0], 'ReleaseId')),
            status: topStatus,
            ok: topStatus === null ? topText === '' : topStatus === ACK_FILE_OK,
            errorText: topText,
            proposedAction: codeOf(child(root, 'ProposedActionType')),
            manualCheckRequired: flagOf(root, 'ManualCheckRequired'),
            affectedResources: resources,
          },
        ];
  return {
    kind: 'FtpAcknowledgementMessage',
    header: readHeader(root),
    acknowledgedMessageIds: distinct(files.map((f) => f.messageId)),
    releases,
    files,
  };
}

function distinct(values: Array<string | null>): string[] {
  return [...new Set(values.filter((v): v is string => v !== null))];
}

/**
 * Reads an acknowledgement. Refuses (never throws) what is not XML, carries a DOCTYPE, is past the
 * reader's limits, is another message, or reports no status at all (nothing to apply).
 */
export function readAcknowledgement(xml: string): AckRead {
  const read = readXml(xml);
  if (!read.ok) {
    const code = read.problem.code;
    const reason: AckReadFailure =
      code === 'doctype-refused' || code === 'too-large' || code === 'too-deep' ? code : 'not-xml';
    return { ok: false, reason };
  }
  const root = read.root;
  let ack: ParsedAcknowledgement;
  if (root.name === 'ErnAcknowledgementStatusMessage') ack = readStatusMessage(root);
  else if (root.name === 'FtpAcknowledgementMessage') ack = readFtpAck(root);
  else return { ok: false, reason: 'not-an-acknowledgement' };
  if (ack.files.length === 0) return { ok: false, reason: 'no-status' };
  return { ok: true, ack };
}

/** What an answer means for the album: delivered (22) or refused (27) with the channel's words. */
export interface AckOutcome {
  ok: boolean;
  /** the album-channel state it leads to (a takedown's answer leads to 24 / 26 instead) */
  state: 22 | 27;
  /** FileOK, or the first error code met (every error is in `errors`) */
  answerCode: string;
  /** the channel's words: one error's text as written, several one per line ('' when OK) */
  answerText: string;
  errors: Array<{ where: string; status: string; text: string }>;
}

/**
 * Everything OK -> 22. Any message-level (release / header) error and any file-level error -> 27,
 * and every one of them is listed: "FileOK" followed by "ResourceCorrupt" is a refusal.
 */
export function acknowledgementOutcome(ack: ParsedAcknowledgement): AckOutcome {
  const errors: AckOutcome['errors'] = [];
  for (const f of ack.files)
    if (!f.ok) {
      const where = f.fileName ?? f.messageId ?? f.releaseId ?? 'file';
      const resources =
        f.affectedResources.length > 0 ? ` [${f.affectedResources.join(', ')}]` : '';
      errors.push({ where, status: f.status, text: `${f.text}${resources}`.trim() });
    }
  // a message-level error is listed too, unless a file already reported the same code and words
  // (the older shape's one FileStatus and ErrorText are read for its file as well)
  for (const r of ack.releases)
    if (!r.ok) {
      const status = r.status ?? 'Error';
      if (errors.some((e) => e.status === status && e.text.startsWith(r.errorText))) continue;
      errors.push({ where: r.releaseId ?? 'message', status, text: r.errorText });
    }
  if (errors.length === 0)
    return { ok: true, state: 22, answerCode: ACK_FILE_OK, answerText: '', errors };
  // one error: the channel's words as written; several: one line each, naming where and what
  const answerText = (
    errors.length === 1
      ? errors[0].text
      : errors
          .map((e) => `${e.where}: ${e.status}${e.text === '' ? '' : ` – ${e.text}`}`)
          .join('\n')
  ).slice(0, ACK_TEXT_MAX);
  return { ok: false, state: 27, answerCode: errors[0].status, answerText, errors };
}

/** The batch an answer is checked against (what we sent). */
export interface SentBatch {
  /** the MessageId(s) of the message(s) this batch carried */
  messageIds: readonly string[];
  /** our sender DPID and the channel's DPID, when known: an answer addressed elsewhere is refused */
  senderDpid?: string | null;
  channelDpid?: string | null;
}

export type AckBinding =
  | { apply: true; files: AckFileStatus[] }
  | {
      apply: false;
      reason: 'other-message' | 'names-no-message' | 'other-recipient' | 'other-sender';
    };

/**
 * Binds an answer to its batch. An answer that names any message id this batch did not carry is
 * never applied (an earlier release's acknowledgement must not complete a new batch); one that
 * names no message id at all is applied only when the caller found it in this batch's own folder
 * (`foundInBatchFolder`: the older choreographies bind by place and name, not by id). When the
 * answer's header names its parties, the recipient must be us and the sender the channel.
 */
export function bindAcknowledgement(
  ack: ParsedAcknowledgement,
  batch: SentBatch,
  options: { foundInBatchFolder?: boolean } = {},
): AckBinding {
  const ours = new Set(batch.messageIds);
  const named = ack.acknowledgedMessageIds;
  if (named.some((id) => !ours.has(id))) return { apply: false, reason: 'other-message' };
  if (named.length === 0 && options.foundInBatchFolder !== true)
    return { apply: false, reason: 'names-no-message' };
  const to = ack.header.recipient?.partyId ?? null;
  if (batch.senderDpid && to !== null && to !== batch.senderDpid)
    return { apply: false, reason: 'other-recipient' };
  const from = ack.header.sender?.partyId ?? null;
  if (batch.channelDpid && from !== null && from !== batch.channelDpid)
    return { apply: false, reason: 'other-sender' };
  return { apply: true, files: ack.files };
}

/**
 * Where a channel following the ECHO SFTP choreography puts its answers to a batch folder
 * ("<priority>_<BatchId>"): the acknowledgements/ folder (ECHO17FTP 8.3). The older choreographies
 * place ACK_<file>.xml beside the acknowledged message.
 */
export function acknowledgementFolder(batchFolder: string): string {
  return batchFolder === ''
    ? 'acknowledgements'
    : `${batchFolder.replace(/\/+$/, '')}/acknowledgements`;
}

/** Whether a file name is an acknowledgement's, as the choreographies name them (ACK_*.xml). */
export function isAcknowledgementFileName(name: string): boolean {
  return /^ACK_.+\.xml$/i.test(name.replace(/^.*\//, ''));
}
