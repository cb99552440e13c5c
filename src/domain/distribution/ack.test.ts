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
    });
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
