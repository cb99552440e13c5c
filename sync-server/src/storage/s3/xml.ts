// Just enough XML for S3's answers, without a parser: small regexes over element names we know,
// never nested in themselves, then one-pass entity decoding (so `&amp;lt;` stays `&lt;`).
/** S3's answers are small (ListParts: 1,000 parts, some 200 kB); anything far larger is refused. */
export const MAX_XML_CHARS = 4 * 1024 * 1024;

const NAME = /^[A-Za-z_][\w.-]*$/;
const ENTITY = /&(?:(amp|lt|gt|quot|apos)|#(\d{1,7})|#x([0-9a-fA-F]{1,6}));/g;
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function fromCodePoint(code: number, raw: string): string {
  return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : raw;
}

export function decodeXmlEntities(text: string): string {
  return text.replace(ENTITY, (raw, named: string | undefined, dec: string | undefined, hex: string | undefined) => {
    if (named) return NAMED[named];
    return fromCodePoint(dec !== undefined ? Number(dec) : parseInt(hex ?? '', 16), raw);
  });
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&${({ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' } as const)[c as '&']};`);
}

function elementPattern(name: string): RegExp {
  if (!NAME.test(name)) throw new Error(`not an XML element name: ${name}`);
  // `<Name>`, `<Name attr="">` or `<Name/>`, but never `<NameMarker>`
  return new RegExp(`<${name}(?:\\s[^>]*?)?(?:/>|>([\\s\\S]*?)</${name}\\s*>)`, 'g');
}

function checked(xml: string): string {
  if (xml.length > MAX_XML_CHARS) throw new Error('XML answer too large');
  return xml.replace(/<!--[\s\S]*?-->/g, '');
}

/** The raw inner XML of each `<name>` element, in document order (empty for `<name/>`). */
export function readXmlElements(xml: string, name: string): string[] {
  return [...checked(xml).matchAll(elementPattern(name))].map((m) => m[1] ?? '');
}

/** The decoded text of the first `<name>` element, or undefined when there is none. */
export function readXmlText(xml: string, name: string): string | undefined {
  const [first] = readXmlElements(xml, name);
  return first === undefined ? undefined : decodeXmlEntities(first.trim());
}

export interface XmlError {
  code: string;
  message: string;
}

/**
 * S3's `<Error>` document, wherever it comes: CompleteMultipartUpload may answer 200 and still
 * fail in the body. Result documents never contain an `<Error>` element.
 */
export function readXmlError(xml: string): XmlError | null {
  const [error] = readXmlElements(xml, 'Error');
  if (error === undefined) return null;
  return { code: readXmlText(error, 'Code') ?? 'UnknownError', message: readXmlText(error, 'Message') ?? '' };
}
