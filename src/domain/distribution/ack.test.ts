import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ackFileNames, parseAck } from './ack';

describe('parseAck', () => {
  it('reads an FtpAcknowledgementMessage with namespace prefixes and extra elements', () => {
    const xml = `<?xml version="1.0"?>
<ack:FtpAcknowledgementMessage xmlns:ack="http://ddex.net/xml/ern-ack/10" MessageVersionId="x">
  <MessageHeader><MessageId>1</MessageId></MessageHeader>
  <ack:AcknowledgedFile><ack:FileName>1234567890123.xml</ack:FileName>
  <ack:FileStatus>ErrorInXml</ack:FileStatus>
  <ack:ErrorText>UPC &amp; ISRC &lt;bad&gt;</ack:ErrorText><Extra/></ack:AcknowledgedFile>
</ack:FtpAcknowledgementMessage>`;
    expect(parseAck('ACK_1234567890123.xml', xml)).toEqual({
      fileStatus: 'ErrorInXml',
      ok: false,
      errorText: 'UPC & ISRC <bad>',
      acknowledgedFile: '1234567890123.xml',
      acknowledgedMessageIds: [],
    });
  });

  it('every file status counts: FileOK then ResourceCorrupt is a refusal (issue 27)', () => {
    const xml = `<FtpAcknowledgementMessage>
  <ReceivedFile><FileName>1234567890123.xml</FileName><FileStatus>FileOK</FileStatus></ReceivedFile>
  <ReceivedFile><FileName>resources/1234567890123_01_002.flac</FileName><FileStatus>ResourceCorrupt</FileStatus>
    <ErrorText>truncated</ErrorText></ReceivedFile>
</FtpAcknowledgementMessage>`;
    expect(parseAck('ACK_1234567890123.xml', xml)).toMatchObject({
      ok: false,
      fileStatus: 'ResourceCorrupt',
      errorText: 'truncated',
      acknowledgedFile: '1234567890123.xml',
    });
  });

  it('an ErnAcknowledgementStatusMessage names the messages it acknowledges', () => {
    const xml = `<ErnAcknowledgementStatusMessage><MessageHeader><MessageId>A1</MessageId></MessageHeader>
  <ReleaseStatus><ReleaseId><ICPN>1234567890123</ICPN></ReleaseId><ReleaseStatus>Received</ReleaseStatus>
    <Acknowledgement><MessageType>NewReleaseMessage</MessageType><MessageId>MSG-1</MessageId>
      <MessageStatus><Status>FileOK</Status></MessageStatus></Acknowledgement></ReleaseStatus>
</ErnAcknowledgementStatusMessage>`;
    expect(parseAck('ACK_20270301_1234567890123.xml', xml)).toEqual({
      fileStatus: 'FileOK',
      ok: true,
      errorText: '',
      acknowledgedFile: null,
      acknowledgedMessageIds: ['MSG-1'],
    });
  });

  it('an answer with a DOCTYPE is no answer', () => {
    expect(
      parseAck(
        'ACK_1.xml',
        '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><FtpAcknowledgementMessage><FileStatus>FileOK</FileStatus></FtpAcknowledgementMessage>',
      ),
    ).toBeNull();
  });

  it('FileOK is the one success; a file with no FileStatus is not an answer', () => {
    expect(
      parseAck(
        'ACK_1.xml',
        '<FtpAcknowledgementMessage><FileStatus>FileOK</FileStatus></FtpAcknowledgementMessage>',
      ),
    ).toMatchObject({ ok: true, errorText: '' });
    expect(parseAck('ACK_1.xml', '<Other/>')).toBeNull();
  });

  it('plain success / failure files', () => {
    expect(parseAck('123.success', '')).toMatchObject({ ok: true, fileStatus: 'success' });
    expect(parseAck('123.failure', ' Cover too small \n')).toMatchObject({
      ok: false,
      errorText: 'Cover too small',
    });
  });

  it('names the answer files of a message', () => {
    expect(ackFileNames('123/123.xml')).toEqual(['ACK_123.xml', '123.success', '123.failure']);
  });

  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (name, text) => {
        const r = parseAck(name, text);
        return r === null || typeof r.ok === 'boolean';
      }),
    );
  });
});
