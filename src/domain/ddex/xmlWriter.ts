// A small escaping XML writer of our own: the messages need elements, attributes in a fixed order
// and text, nothing more, and owning the escaping keeps the output byte-for-byte deterministic.
// Characters XML 1.0 cannot carry (controls, lone surrogates, U+FFFE/U+FFFF) are dropped, so no
// user text can make a message ill-formed.

/** Attributes in the order they are written; undefined or null values are left out. */
export type XmlAttrs = ReadonlyArray<
  readonly [string, string | number | boolean | null | undefined]
>;

// the point is to match the control characters
const NOT_XML_CHAR =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text as XML can carry it: invalid characters dropped. */
export function toXmlChars(text: string): string {
  return text.replace(NOT_XML_CHAR, '');
}

export function escapeText(text: string): string {
  return toXmlChars(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Attribute values also escape quotes and the whitespace that attribute normalization would fold. */
export function escapeAttr(value: string): string {
  return escapeText(value)
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');
}

function renderAttrs(attrs: XmlAttrs | undefined): string {
  if (attrs === undefined) return '';
  let out = '';
  for (const [name, value] of attrs) {
    if (value === undefined || value === null) continue;
    out += ` ${name}="${escapeAttr(String(value))}"`;
  }
  return out;
}

export class XmlWriter {
  private readonly parts: string[] = ['<?xml version="1.0" encoding="UTF-8"?>\n'];
  private readonly stack: string[] = [];

  private indent(): string {
    return '  '.repeat(this.stack.length);
  }

  /** An element with children written by `body`. */
  el(name: string, attrs: XmlAttrs | undefined, body: () => void): void {
    this.parts.push(`${this.indent()}<${name}${renderAttrs(attrs)}>\n`);
    this.stack.push(name);
    body();
    this.stack.pop();
    this.parts.push(`${this.indent()}</${name}>\n`);
  }

  /** An element holding text; nothing is written for null or undefined. */
  text(name: string, value: string | number | boolean | null | undefined, attrs?: XmlAttrs): void {
    if (value === null || value === undefined) return;
    this.parts.push(
      `${this.indent()}<${name}${renderAttrs(attrs)}>${escapeText(String(value))}</${name}>\n`,
    );
  }

  /** An element holding text for each value, in order. */
  texts(name: string, values: ReadonlyArray<string | number>, attrs?: XmlAttrs): void {
    for (const value of values) this.text(name, value, attrs);
  }

  toString(): string {
    if (this.stack.length > 0) throw new Error(`unclosed element ${this.stack.join('/')}`);
    return this.parts.join('');
  }
}
