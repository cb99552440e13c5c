import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeXmlEntities, escapeXml, MAX_XML_CHARS, readXmlElements, readXmlError, readXmlText } from './xml';

describe('decodeXmlEntities', () => {
  it('decodes the five named entities and numeric references', () => {
    expect(decodeXmlEntities('&quot;a&amp;b&quot; &lt;c&gt; &apos;d&apos; &#228;&#xFC;')).toBe(`"a&b" <c> 'd' äü`);
  });

  it('decodes in one pass, so an escaped entity stays an entity', () => {
    expect(decodeXmlEntities('&amp;lt; &amp;amp;')).toBe('&lt; &amp;');
  });

  it('leaves unknown entities and impossible code points alone', () => {
    expect(decodeXmlEntities('&nbsp; &#0; &#xD800; &#x110000; & plain')).toBe('&nbsp; &#0; &#xD800; &#x110000; & plain');
  });

  it('undoes escapeXml for any text', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => decodeXmlEntities(escapeXml(text)) === text));
  });
});

describe('readXmlElements / readXmlText', () => {
  const doc = `<?xml version="1.0"?>
    <ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">
      <PartNumberMarker>0</PartNumberMarker>
      <!-- <PartNumber>99</PartNumber> -->
      <Part><PartNumber>1</PartNumber><ETag>&quot;abc&quot;</ETag></Part>
      <Part attr="x"><PartNumber> 2 </PartNumber><ETag/></Part>
    </ListPartsResult>`;

  it('finds each element by exact name, not by prefix, and skips comments', () => {
    expect(readXmlElements(doc, 'PartNumber').map((t) => t.trim())).toEqual(['1', '2']);
    expect(readXmlElements(doc, 'Part')).toHaveLength(2);
    expect(readXmlText(doc, 'PartNumberMarker')).toBe('0');
  });

  it('decodes and trims text, reads self-closed elements as empty, misses as undefined', () => {
    const [first, second] = readXmlElements(doc, 'Part');
    expect(readXmlText(first, 'ETag')).toBe('"abc"');
    expect(readXmlText(second, 'PartNumber')).toBe('2');
    expect(readXmlText(second, 'ETag')).toBe('');
    expect(readXmlText(doc, 'UploadId')).toBeUndefined();
  });

  it('refuses names that are not element names (no regex injection) and oversized answers', () => {
    expect(() => readXmlElements(doc, 'Part|.*')).toThrow(/element name/);
    expect(() => readXmlElements('x'.repeat(MAX_XML_CHARS + 1), 'Part')).toThrow(/too large/);
  });
});

describe('readXmlError', () => {
  it('reads code and message of an S3 error, even after a 200 status', () => {
    const body = '<?xml version="1.0"?>\n\n  <Error><Code>InvalidPart</Code><Message>One or more parts &amp; more</Message><RequestId>1</RequestId></Error>';
    expect(readXmlError(body)).toEqual({ code: 'InvalidPart', message: 'One or more parts & more' });
  });

  it('is null for a result document', () => {
    expect(readXmlError('<CompleteMultipartUploadResult><ETag>"x-2"</ETag></CompleteMultipartUploadResult>')).toBeNull();
  });
});
