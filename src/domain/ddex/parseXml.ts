// Reads an XML message into a small tree with line numbers, refusing what a foreign message must not
// carry: a DOCTYPE (so no entity is ever declared, let alone expanded: the billion-laughs attack
// dies at its first line), text past the size limit, and nesting past the depth limit. saxes is
// pure JavaScript, strict about well-formedness and expands only XML's five built-in entities.
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { ddexError, type DdexProblem } from './codes';

export const XmlReadLimits = {
  /** a 100-track album with every credit is ~0.5 MB; 32 MiB leaves room for box sets of box sets */
  maxChars: 32 * 1024 * 1024,
  /** ERN nests about 10 deep; anything past 64 is an attack on the stack, not a release */
  maxDepth: 64,
  maxElements: 1_000_000,
} as const;

export interface XNode {
  /** local name */
  name: string;
  /** namespace URI ('' for the unqualified elements ERN uses under its root) */
  uri: string;
  attrs: Readonly<Record<string, string>>;
  children: XNode[];
  /** the element's own text, trimmed */
  text: string;
  line: number;
}

export type XmlRead = { ok: true; root: XNode } | { ok: false; problem: DdexProblem };

class Refusal extends Error {
  constructor(readonly problem: DdexProblem) {
    super(problem.code);
  }
}

export function readXml(xml: string): XmlRead {
  if (xml.length > XmlReadLimits.maxChars)
    return {
      ok: false,
      problem: ddexError('too-large', { maxMb: XmlReadLimits.maxChars / 1024 / 1024 }),
    };
  const text = xml.charCodeAt(0) === 0xfeff ? xml.slice(1) : xml;
  if (!/^\s*</.test(text)) return { ok: false, problem: ddexError('not-xml', undefined, 1) };
  const parser = new SaxesParser({ xmlns: true, position: true });
  const stack: XNode[] = [];
  const texts: string[][] = [];
  let root: XNode | null = null;
  let count = 0;
  parser.on('doctype', () => {
    throw new Refusal(ddexError('doctype-refused', undefined, parser.line));
  });
  parser.on('error', (error) => {
    throw new Refusal(
      ddexError('not-xml', { detail: error.message.split('\n')[0] ?? '' }, parser.line),
    );
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    count += 1;
    if (stack.length >= XmlReadLimits.maxDepth)
      throw new Refusal(ddexError('too-deep', { maxDepth: XmlReadLimits.maxDepth }, parser.line));
    if (count > XmlReadLimits.maxElements)
      throw new Refusal(
        ddexError('too-large', { maxMb: XmlReadLimits.maxChars / 1024 / 1024 }, parser.line),
      );
    const attrs: Record<string, string> = {};
    for (const attr of Object.values(tag.attributes)) {
      if (attr.prefix === 'xmlns' || attr.name === 'xmlns') continue;
      attrs[attr.prefix === '' ? attr.local : `${attr.prefix}:${attr.local}`] = attr.value;
    }
    const node: XNode = {
      name: tag.local,
      uri: tag.uri,
      attrs,
      children: [],
      text: '',
      line: parser.line,
    };
    const parent = stack[stack.length - 1];
    if (parent === undefined) root = node;
    else parent.children.push(node);
    stack.push(node);
    texts.push([]);
  });
  parser.on('text', (t) => texts[texts.length - 1]?.push(t));
  parser.on('cdata', (t) => texts[texts.length - 1]?.push(t));
  parser.on('closetag', () => {
    const node = stack.pop();
    const parts = texts.pop();
    if (node !== undefined && parts !== undefined) node.text = parts.join('').trim();
  });
  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, problem: error.problem };
    return {
      ok: false,
      problem: ddexError(
        'not-xml',
        { detail: error instanceof Error ? error.message : String(error) },
        parser.line,
      ),
    };
  }
  if (root === null) return { ok: false, problem: ddexError('not-xml', undefined, 1) };
  return { ok: true, root };
}

/** The first child of that name, or undefined. */
export function child(node: XNode | undefined, name: string): XNode | undefined {
  return node?.children.find((c) => c.name === name);
}

/** Every child of that name. */
export function childrenOf(node: XNode | undefined, name: string): XNode[] {
  return node === undefined ? [] : node.children.filter((c) => c.name === name);
}

/** The text of the first child of that name, or null when absent or empty. */
export function textOf(node: XNode | undefined, name: string): string | null {
  const found = child(node, name);
  return found === undefined || found.text === '' ? null : found.text;
}

/** Follows a path of child names. */
export function at(node: XNode | undefined, ...path: string[]): XNode | undefined {
  let current = node;
  for (const name of path) current = child(current, name);
  return current;
}
