// English is written once, as the `defaultMessage` of a descriptor in the code; en.json is generated
// from them (sorted, so diffs stay small). zh-Hans.json is the translators' file: kept sorted, never
// generated. Usage (npm run messages -- ...):
//   (no argument)              write en.json, sort zh-Hans.json, list the ids Chinese lacks or has extra
//   --check                    exit 1 when en.json is not what the code generates (src/i18n/catalogue.test.ts too)
//   --zh-Hans fragment.json    add Chinese texts: {"id": "text"} or {"zh-Hans": {"id": "text"}}
//   --duplicates               list ids whose English and Chinese are both the same: candidates for
//                              src/i18n/labels.ts when they also mean the same thing
import ts from 'typescript';
import { closeSync, openSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const EN_FILE = join(ROOT, 'src/i18n/locales/en.json');
export const ZH_FILE = join(ROOT, 'src/i18n/locales/zh-Hans.json');

export interface FoundDescriptor {
  id: string;
  defaultMessage: string;
  description: string | undefined;
  /** path from the project root and line, for error messages */
  at: string;
}

const SOURCE = /\.tsx?$/;
const SKIPPED = /\.test\.tsx?$|\.d\.ts$/;

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(path, out);
    else if (SOURCE.test(entry.name) && !SKIPPED.test(entry.name)) out.push(path);
  }
  return out;
}

function literalText(node: ts.Expression): string | undefined {
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
    ? node.text
    : undefined;
}

/**
 * Every descriptor in src: an object literal with a literal `id` and a `defaultMessage`. An object
 * whose id is computed (`{ id: \`media.${code}\` }`) refers to a message at run time and is skipped;
 * a literal id whose English is not a literal is an error, since nothing could generate it.
 */
export function collectDescriptors(root = ROOT): FoundDescriptor[] {
  const found: FoundDescriptor[] = [];
  const problems: string[] = [];
  for (const file of sourceFiles(join(root, 'src')).sort()) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('defaultMessage')) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isObjectLiteralExpression(node)) {
        const props = new Map<string, ts.Expression>();
        for (const prop of node.properties) {
          if (
            ts.isPropertyAssignment(prop) &&
            (ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name))
          ) {
            props.set(prop.name.text, prop.initializer);
          }
        }
        const idNode = props.get('id');
        const englishNode = props.get('defaultMessage');
        const id = idNode && literalText(idNode);
        if (id !== undefined && englishNode) {
          const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
          const at = `${relative(root, file)}:${line}`;
          const defaultMessage = literalText(englishNode);
          const descriptionNode = props.get('description');
          if (defaultMessage === undefined)
            problems.push(`${at}: the defaultMessage of ${id} is not a string literal`);
          else
            found.push({
              id,
              defaultMessage,
              description: descriptionNode && describe(descriptionNode, source),
              at,
            });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  const seen = new Map<string, string>();
  for (const d of found) {
    const first = seen.get(d.id);
    if (first) problems.push(`${d.at}: ${d.id} is already defined at ${first}`);
    else seen.set(d.id, d.at);
  }
  if (problems.length > 0) throw new Error(`message descriptors:\n${problems.join('\n')}`);
  return found;
}

/**
 * A description is a literal or a constant of the same file (`const D = '...'`, shared by a table);
 * any other expression (a template built on such a constant) is given as written.
 */
function describe(node: ts.Expression, source: ts.SourceFile): string | undefined {
  const text = literalText(node);
  if (text !== undefined) return text;
  if (!ts.isIdentifier(node)) return node.getText(source);
  let value: string | undefined;
  source.forEachChild(function find(child): void {
    if (
      ts.isVariableDeclaration(child) &&
      ts.isIdentifier(child.name) &&
      child.name.text === node.text &&
      child.initializer
    ) {
      value = literalText(child.initializer);
    }
    child.forEachChild(find);
  });
  return value;
}

/** Keys in code-unit order: the same on every machine, whatever its locale. */
export function renderCatalogue(messages: Readonly<Record<string, string>>): string {
  const sorted = Object.keys(messages)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((id) => [id, messages[id]]);
  return `${JSON.stringify(Object.fromEntries(sorted), null, 2)}\n`;
}

export function renderEnglish(descriptors: readonly FoundDescriptor[]): string {
  return renderCatalogue(Object.fromEntries(descriptors.map((d) => [d.id, d.defaultMessage])));
}

/** Several helpers may add Chinese texts at once: the read-modify-write holds a lock file. */
function withLock(action: () => void): void {
  const lock = join(ROOT, 'src/i18n/locales/.merge.lock');
  let fd: number | undefined;
  for (let i = 0; fd === undefined && i < 600; i++) {
    try {
      fd = openSync(lock, 'wx');
    } catch {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
  if (fd === undefined) throw new Error(`could not take ${lock}`);
  try {
    action();
  } finally {
    closeSync(fd);
    unlinkSync(lock);
  }
}

function readCatalogue(file: string): Record<string, string> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

/** Groups of ids with the same English and the same Chinese, largest first. */
export function findDuplicates(
  en: Readonly<Record<string, string>>,
  zh: Readonly<Record<string, string>>,
): string[][] {
  const groups = new Map<string, string[]>();
  for (const id of Object.keys(en)) {
    const key = `${en[id]}\u0000${zh[id] ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), id]);
  }
  return [...groups.values()].filter((ids) => ids.length > 1).sort((a, b) => b.length - a.length);
}

function main(args: readonly string[]): number {
  if (args[0] === '--duplicates') {
    const en = readCatalogue(EN_FILE);
    const groups = findDuplicates(en, readCatalogue(ZH_FILE));
    for (const ids of groups) console.log(`${en[ids[0]]}\n  ${ids.join('\n  ')}`);
    console.log(
      `${groups.length} groups, ${groups.reduce((n, ids) => n + ids.length - 1, 0)} ids more than needed`,
    );
    return 0;
  }
  const english = renderEnglish(collectDescriptors());
  if (args[0] === '--check') {
    if (readFileSync(EN_FILE, 'utf8') === english) return 0;
    console.error('src/i18n/locales/en.json is not what the code defines: run `npm run messages`');
    return 1;
  }
  let status = 0;
  withLock(() => {
    writeFileSync(EN_FILE, english);
    const zh = readCatalogue(ZH_FILE);
    if (args[0] === '--zh-Hans') {
      const fragment = JSON.parse(readFileSync(args[1], 'utf8')) as Record<string, unknown>;
      const texts = (
        typeof fragment['zh-Hans'] === 'object' ? fragment['zh-Hans'] : fragment
      ) as Record<string, string>;
      Object.assign(zh, texts);
      console.log(`added ${Object.keys(texts).length} Chinese texts`);
    }
    writeFileSync(ZH_FILE, renderCatalogue(zh));
    const en = readCatalogue(EN_FILE);
    const missing = Object.keys(en).filter((id) => !(id in zh));
    const extra = Object.keys(zh).filter((id) => !(id in en));
    console.log(`en.json: ${Object.keys(en).length} messages`);
    if (missing.length > 0)
      console.log(`zh-Hans.json lacks ${missing.length}:\n  ${missing.join('\n  ')}`);
    if (extra.length > 0)
      console.log(
        `zh-Hans.json has ${extra.length} ids no descriptor defines:\n  ${extra.join('\n  ')}`,
      );
    if (missing.length + extra.length > 0) status = 1;
  });
  return status;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  process.exitCode = main(process.argv.slice(2));
