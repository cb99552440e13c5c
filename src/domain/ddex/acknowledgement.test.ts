// Acknowledgements written by hand from the DDEX data dictionaries' structures (see the header of
// acknowledgement.ts for the clauses): the ECHO 1.7 ErnAcknowledgementStatusMessage and the older
// ern-c / amep FtpAcknowledgementMessage. None comes from the product's own writer.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACK_FILE_OK,
  ERNC_FILE_STATUSES,
  acknowledgementFolder,
  acknowledgementOutcome,
  bindAcknowledgement,
  isAcknowledgementFileName,
  readAcknowledgement,
  type ParsedAcknowledgement,
} from './acknowledgement';

const HEADER = `<MessageHeader>
    <MessageThreadId>T-2026-0042</MessageThreadId>
    <MessageId>ACK-DSP-7781</MessageId>
    <MessageSender><PartyId>PADPIDA2014120301U</PartyId><PartyName><FullName>Example DSP</FullName></PartyName></MessageSender>
    <MessageRecipient><PartyId>PADPIDA2009101501Y</PartyId><PartyName><FullName>Example Label</FullName></PartyName></MessageRecipient>
    <MessageCreatedDateTime>2026-11-29T10:15:00Z</MessageCreatedDateTime>
  </MessageHeader>`;

/** One ECHO ReleaseStatus with one Acknowledgement carrying the given MessageStatus elements. */
function echoAck(statuses: string, opts: { messageId?: string; releaseExtra?: string } = {}) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<echo:ErnAcknowledgementStatusMessage xmlns:echo="http://ddex.net/xml/ern-c-sftp/17" MessageSchemaVersionId="ern-c-sftp/17" LanguageAndScriptCode="en">
  ${HEADER}
  <ReleaseStatus>
    <ReleaseId><ICPN>4012345678901</ICPN></ReleaseId>
    <ReleaseStatus>Received</ReleaseStatus>
    ${opts.releaseExtra ?? ''}
    <Acknowledgement>
      <MessageType>NewReleaseMessage</MessageType>
      <BatchId>20261129101000123</BatchId>
      <MessageId>${opts.messageId ?? 'MSG-2026-0001'}</MessageId>
      ${statuses}
    </Acknowledgement>
  </ReleaseStatus>
</echo:ErnAcknowledgementStatusMessage>`;
}

function parsed(xml: string): ParsedAcknowledgement {
  const r = readAcknowledgement(xml);
  if (!r.ok) throw new Error(`not read: ${r.reason}`);
  return r.ack;
}

describe('ErnAcknowledgementStatusMessage (ECHO 1.7)', () => {
  it('reads the header, the acknowledged message and FileOK -> delivered (22)', () => {
    const ack = parsed(echoAck('<MessageStatus><Status>FileOK</Status></MessageStatus>'));
    expect(ack.kind).toBe('ErnAcknowledgementStatusMessage');
    expect(ack.header).toEqual({
      messageId: 'ACK-DSP-7781',
      sender: { partyId: 'PADPIDA2014120301U', name: 'Example DSP' },
      recipient: { partyId: 'PADPIDA2009101501Y', name: 'Example Label' },
      createdAt: '2026-11-29T10:15:00Z',
    });
    expect(ack.acknowledgedMessageIds).toEqual(['MSG-2026-0001']);
    expect(ack.files).toEqual([
      {
        messageId: 'MSG-2026-0001',
        batchId: '20261129101000123',
        messageType: 'NewReleaseMessage',
        releaseId: '4012345678901',
        fileName: null,
        status: 'FileOK',
        ok: true,
        text: '',
        affectedResources: [],
      },
    ]);
    expect(acknowledgementOutcome(ack)).toMatchObject({ ok: true, state: 22, answerText: '' });
  });

  it.each(ERNC_FILE_STATUSES.filter((s) => s !== ACK_FILE_OK))(
    '%s is a refusal (27) with the channel words',
    (status) => {
      const ack = parsed(
        echoAck(
          `<MessageStatus><Status>${status}</Status><Information>Said by the DSP: ${status}</Information></MessageStatus>`,
        ),
      );
      const out = acknowledgementOutcome(ack);
      expect(out).toMatchObject({ ok: false, state: 27, answerCode: status });
      expect(out.answerText).toContain(`Said by the DSP: ${status}`);
    },
  );

  it('a status it does not know is never OK; a UserDefined status is read by its value', () => {
    const unknown = parsed(echoAck('<MessageStatus><Status>SomethingNew</Status></MessageStatus>'));
    expect(acknowledgementOutcome(unknown)).toMatchObject({
      ok: false,
      answerCode: 'SomethingNew',
    });
    const userDefined = parsed(
      echoAck(
        '<MessageStatus><Status Namespace="DPID:PADPIDA2014120301U" UserDefinedValue="CoverTooSmall">UserDefined</Status></MessageStatus>',
      ),
    );
    expect(userDefined.files[0].status).toBe('CoverTooSmall');
    expect(acknowledgementOutcome(userDefined).state).toBe(27);
  });

  it('every status of a message is read: FileOK then ResourceCorrupt is a refusal', () => {
    const ack = parsed(
      echoAck(
        `<MessageStatus><Status>FileOK</Status></MessageStatus>
         <MessageStatus><Status>ResourceCorrupt</Status><Information>A2 audio cannot be decoded</Information></MessageStatus>`,
        {
          releaseExtra: `<ErrorText>Track 2 audio truncated at 01:12</ErrorText>
            <ProposedActionType>Redeliver</ProposedActionType>
            <ManualCheckRequired>false</ManualCheckRequired>
            <AffectedResource><ISRC>DEAB12600002</ISRC></AffectedResource>`,
        },
      ),
    );
    expect(ack.files.map((f) => [f.status, f.ok])).toEqual([
      ['FileOK', true],
      ['ResourceCorrupt', false],
    ]);
    expect(ack.releases[0]).toMatchObject({
      releaseId: '4012345678901',
      status: 'Received',
      ok: true,
      errorText: 'Track 2 audio truncated at 01:12',
      proposedAction: 'Redeliver',
      manualCheckRequired: false,
      affectedResources: ['DEAB12600002'],
    });
    const out = acknowledgementOutcome(ack);
    expect(out).toMatchObject({ ok: false, state: 27, answerCode: 'ResourceCorrupt' });
    // the status's words, then the release's ErrorText, then the affected resources
    expect(out.answerText).toBe(
      'A2 audio cannot be decoded – Track 2 audio truncated at 01:12 [DEAB12600002]',
    );
  });

  it('a multi-release answer: one release OK, one with a corrupt resource -> 27 naming it', () => {
    const xml = `<ErnAcknowledgementStatusMessage>
  ${HEADER}
  <ReleaseStatus>
    <ReleaseId><ICPN>4012345678901</ICPN></ReleaseId><ReleaseStatus>Received</ReleaseStatus>
    <Acknowledgement><MessageType>NewReleaseMessage</MessageType><MessageId>MSG-A</MessageId>
      <MessageStatus><Status>FileOK</Status></MessageStatus></Acknowledgement>
  </ReleaseStatus>
  <ReleaseStatus>
    <ReleaseId><ICPN>4012345678918</ICPN></ReleaseId><ReleaseStatus>Received</ReleaseStatus>
    <AffectedResource><ProprietaryId Namespace="DPID:PADPIDA2009101501Y">A3</ProprietaryId></AffectedResource>
    <Acknowledgement><MessageType>NewReleaseMessage</MessageType><MessageId>MSG-B</MessageId>
      <MessageStatus><Status>ResourceCorrupt</Status><Information>resources/4012345678918_01_003.flac: bad CRC</Information></MessageStatus></Acknowledgement>
  </ReleaseStatus>
</ErnAcknowledgementStatusMessage>`;
    const ack = parsed(xml);
    expect(ack.acknowledgedMessageIds).toEqual(['MSG-A', 'MSG-B']);
    expect(ack.files).toHaveLength(2);
    const out = acknowledgementOutcome(ack);
    expect(out.state).toBe(27);
    expect(out.errors).toEqual([
      {
        where: 'MSG-B',
        status: 'ResourceCorrupt',
        text: 'resources/4012345678918_01_003.flac: bad CRC [A3]',
      },
    ]);
  });

  it('a file-status error code written at release level is a message-level refusal', () => {
    const ack = parsed(
      echoAck('<MessageStatus><Status>FileOK</Status></MessageStatus>', {}).replace(
        '<ReleaseStatus>Received</ReleaseStatus>',
        '<ReleaseStatus>NewReleaseMessageInvalid</ReleaseStatus><ErrorText>cvc-complex-type.2.4.a at line 40</ErrorText>',
      ),
    );
    const out = acknowledgementOutcome(ack);
    expect(out).toMatchObject({ ok: false, state: 27, answerCode: 'NewReleaseMessageInvalid' });
    expect(out.answerText).toContain('cvc-complex-type.2.4.a at line 40');
  });
});

describe('FtpAcknowledgementMessage (older choreography)', () => {
  it('ern-c form: AcknowledgedFile (ReleaseId, Date), one FileStatus, ErrorText', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<ernc:FtpAcknowledgementMessage xmlns:ernc="http://ddex.net/xml/ern-c/14" MessageVersionId="ern-c/14">
  ${HEADER}
  <AcknowledgedFile><ReleaseId>4012345678901</ReleaseId><Date>2026-11-29</Date></AcknowledgedFile>
  <FileStatus>ErnMissing</FileStatus>
  <ErrorText>No NewReleaseMessage in 4012345678901/</ErrorText>
  <ProposedActionType>Redeliver</ProposedActionType>
  <ManualCheckRequired>true</ManualCheckRequired>
</ernc:FtpAcknowledgementMessage>`;
    const ack = parsed(xml);
    expect(ack.kind).toBe('FtpAcknowledgementMessage');
    expect(ack.acknowledgedMessageIds).toEqual([]);
    expect(ack.files).toEqual([
      expect.objectContaining({
        releaseId: '4012345678901',
        status: 'ErnMissing',
        ok: false,
        text: 'No NewReleaseMessage in 4012345678901/',
      }),
    ]);
    expect(ack.releases[0]).toMatchObject({
      manualCheckRequired: true,
      proposedAction: 'Redeliver',
    });
    // the one FileStatus and ErrorText are one error, not two
    expect(acknowledgementOutcome(ack)).toMatchObject({
      state: 27,
      answerCode: 'ErnMissing',
      answerText: 'No NewReleaseMessage in 4012345678901/',
      errors: [expect.objectContaining({ status: 'ErnMissing' })],
    });
  });

  it('ern-c form with FileOK -> 22', () => {
    const xml = `<FtpAcknowledgementMessage MessageVersionId="1.4">${HEADER}
  <AcknowledgedFile><ReleaseId>4012345678901</ReleaseId></AcknowledgedFile>
  <FileStatus>FileOK</FileStatus></FtpAcknowledgementMessage>`;
    expect(acknowledgementOutcome(parsed(xml))).toMatchObject({ ok: true, state: 22 });
  });

  it('several received files, each with its status and name: one corrupt -> 27', () => {
    const xml = `<FtpAcknowledgementMessage MessageVersionId="1.0">${HEADER}
  <AcknowledgedMessageId>MSG-2026-0001</AcknowledgedMessageId>
  <ReceivedFile><FileName>4012345678901.xml</FileName><FileStatus>FileOK</FileStatus></ReceivedFile>
  <ReceivedFile><FileName>resources/4012345678901_01_001.flac</FileName><FileStatus>FileOK</FileStatus></ReceivedFile>
  <ReceivedFile><FileName>resources/4012345678901_01_002.flac</FileName><FileStatus>ResourceCorrupt</FileStatus>
    <ErrorText>unexpected end of stream</ErrorText></ReceivedFile>
  <ReceivedFile><FileName>resources/4012345678901_T0_cover.jpg</FileName><FileStatus>FileOK</FileStatus></ReceivedFile>
</FtpAcknowledgementMessage>`;
    const ack = parsed(xml);
    expect(ack.acknowledgedMessageIds).toEqual(['MSG-2026-0001']);
    expect(ack.files.map((f) => `${f.fileName}=${f.status}`)).toEqual([
      '4012345678901.xml=FileOK',
      'resources/4012345678901_01_001.flac=FileOK',
      'resources/4012345678901_01_002.flac=ResourceCorrupt',
      'resources/4012345678901_T0_cover.jpg=FileOK',
    ]);
    const out = acknowledgementOutcome(ack);
    expect(out).toMatchObject({ ok: false, state: 27, answerCode: 'ResourceCorrupt' });
    expect(out.answerText).toBe('unexpected end of stream');
    expect(out.errors).toEqual([
      {
        where: 'resources/4012345678901_01_002.flac',
        status: 'ResourceCorrupt',
        text: 'unexpected end of stream',
      },
    ]);
  });

  it('several errors: every one, one line each, naming the file', () => {
    const xml = `<FtpAcknowledgementMessage>${HEADER}
  <ReceivedFile><FileName>4012345678901.xml</FileName><FileStatus>MetadataMissing</FileStatus>
    <ErrorText>no PLine</ErrorText></ReceivedFile>
  <ReceivedFile><FileName>resources/4012345678901_01_001.flac</FileName><FileStatus>FileOK</FileStatus></ReceivedFile>
  <ReceivedFile><FileName>resources/4012345678901_T0_cover.jpg</FileName><FileStatus>ResourceNotMeetingSpecifications</FileStatus>
    <ErrorText>cover 600x600, 1400x1400 required</ErrorText></ReceivedFile>
</FtpAcknowledgementMessage>`;
    const out = acknowledgementOutcome(parsed(xml));
    expect(out).toMatchObject({ state: 27, answerCode: 'MetadataMissing' });
    expect(out.answerText).toBe(
      [
        '4012345678901.xml: MetadataMissing – no PLine',
        'resources/4012345678901_T0_cover.jpg: ResourceNotMeetingSpecifications – cover 600x600, 1400x1400 required',
      ].join('\n'),
    );
  });
});

describe('binding an answer to its batch', () => {
  const sent = {
    messageIds: ['MSG-2026-0001'],
    senderDpid: 'PADPIDA2009101501Y',
    channelDpid: 'PADPIDA2014120301U',
  };

  it('an answer for this batch message is applied', () => {
    const ack = parsed(echoAck('<MessageStatus><Status>FileOK</Status></MessageStatus>'));
    expect(bindAcknowledgement(ack, sent)).toMatchObject({ apply: true });
  });

  it('an answer for another message (an earlier release) is never applied', () => {
    const ack = parsed(
      echoAck('<MessageStatus><Status>FileOK</Status></MessageStatus>', { messageId: 'MSG-OLD' }),
    );
    expect(bindAcknowledgement(ack, sent)).toEqual({ apply: false, reason: 'other-message' });
    // even when found in this batch's folder
    expect(bindAcknowledgement(ack, sent, { foundInBatchFolder: true })).toEqual({
      apply: false,
      reason: 'other-message',
    });
  });

  it('an answer naming ours and another message is not applied either', () => {
    const xml = echoAck('<MessageStatus><Status>FileOK</Status></MessageStatus>').replace(
      '</Acknowledgement>',
      `</Acknowledgement><Acknowledgement><MessageType>NewReleaseMessage</MessageType><MessageId>MSG-OTHER</MessageId>
        <MessageStatus><Status>FileOK</Status></MessageStatus></Acknowledgement>`,
    );
    expect(parsed(xml).acknowledgedMessageIds).toEqual(['MSG-2026-0001', 'MSG-OTHER']);
    expect(bindAcknowledgement(parsed(xml), sent)).toMatchObject({
      apply: false,
      reason: 'other-message',
    });
  });

  it('an answer naming no message binds only by its place in the batch folder', () => {
    const xml = `<FtpAcknowledgementMessage>${HEADER}<AcknowledgedFile><ReleaseId>4012345678901</ReleaseId></AcknowledgedFile><FileStatus>FileOK</FileStatus></FtpAcknowledgementMessage>`;
    const ack = parsed(xml);
    expect(bindAcknowledgement(ack, sent)).toEqual({ apply: false, reason: 'names-no-message' });
    expect(bindAcknowledgement(ack, sent, { foundInBatchFolder: true })).toMatchObject({
      apply: true,
    });
  });

  it('an answer addressed to another party, or from another channel, is not applied', () => {
    const ack = parsed(echoAck('<MessageStatus><Status>FileOK</Status></MessageStatus>'));
    expect(bindAcknowledgement(ack, { ...sent, senderDpid: 'PADPIDA0000000001X' })).toEqual({
      apply: false,
      reason: 'other-recipient',
    });
    expect(bindAcknowledgement(ack, { ...sent, channelDpid: 'PADPIDA0000000002X' })).toEqual({
      apply: false,
      reason: 'other-sender',
    });
  });
});

describe('hostile and foreign input', () => {
  it('not XML', () => {
    expect(readAcknowledgement('FileOK')).toEqual({ ok: false, reason: 'not-xml' });
    expect(readAcknowledgement('<ErnAcknowledgementStatusMessage>')).toEqual({
      ok: false,
      reason: 'not-xml',
    });
  });

  it('XXE: an external entity is refused, never resolved', () => {
    const xml = `<?xml version="1.0"?>
<!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<FtpAcknowledgementMessage><FileStatus>FileOK</FileStatus><ErrorText>&xxe;</ErrorText></FtpAcknowledgementMessage>`;
    expect(readAcknowledgement(xml)).toEqual({ ok: false, reason: 'doctype-refused' });
  });

  it('billion laughs is refused at its DOCTYPE', () => {
    const xml = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
<ErnAcknowledgementStatusMessage><ReleaseStatus><Acknowledgement><MessageId>&lol3;</MessageId>
<MessageStatus><Status>FileOK</Status></MessageStatus></Acknowledgement></ReleaseStatus></ErnAcknowledgementStatusMessage>`;
    expect(readAcknowledgement(xml)).toEqual({ ok: false, reason: 'doctype-refused' });
  });

  it('another message, or an answer with no status at all, is nothing to apply', () => {
    expect(readAcknowledgement('<NewReleaseMessage/>')).toEqual({
      ok: false,
      reason: 'not-an-acknowledgement',
    });
    expect(
      readAcknowledgement(
        `<ErnAcknowledgementStatusMessage>${HEADER}</ErnAcknowledgementStatusMessage>`,
      ),
    ).toEqual({
      ok: false,
      reason: 'no-status',
    });
  });

  it('the channel words are kept but bounded', () => {
    const long = 'x'.repeat(10_000);
    const ack = parsed(
      echoAck(
        `<MessageStatus><Status>MetadataMissing</Status><Information>${long}</Information></MessageStatus>`,
      ),
    );
    expect(ack.files[0].text).toHaveLength(2000);
    expect(acknowledgementOutcome(ack).answerText.length).toBeLessThanOrEqual(2000);
  });

  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const r = readAcknowledgement(text);
        return r.ok ? acknowledgementOutcome(r.ack).state !== undefined : r.reason.length > 0;
      }),
    );
  });
});

describe('choreography places and names', () => {
  it('the ECHO acknowledgements/ folder of a batch', () => {
    expect(acknowledgementFolder('N_20261129101000123')).toBe(
      'N_20261129101000123/acknowledgements',
    );
    expect(acknowledgementFolder('N_20261129101000123/')).toBe(
      'N_20261129101000123/acknowledgements',
    );
    expect(acknowledgementFolder('')).toBe('acknowledgements');
  });

  it('ACK_ file names', () => {
    expect(isAcknowledgementFileName('ACK_20261129101000123_4012345678901.xml')).toBe(true);
    expect(isAcknowledgementFileName('acknowledgements/ACK_MSG-1.xml')).toBe(true);
    expect(isAcknowledgementFileName('BatchComplete_20261129101000123.xml')).toBe(false);
    expect(isAcknowledgementFileName('ACK_.xml')).toBe(false);
  });
});
