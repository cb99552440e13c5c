// The test channel: plays the DSP on a delivery folder (an sshd's root, or the folder transport's),
// the way a DDEX ERN "Release-by-Release" recipient does. A batch is read only once its manifest
// BatchComplete_<batchId>.xml is there (the writer puts it LAST); each message it lists is checked
// (SHA-256 from the manifest, XSD validation with xmllint, the hashes of the resources the message
// names) and answered with ACK_<message file without .xml>.xml beside the message.
//
// Manifest read (a DDEX ManifestMessage, namespace prefixes and extra elements ignored):
//   <ManifestMessage><MessageInBatch><URL>ICPN/ICPN.xml</URL>
//     <HashSum><Algorithm>SHA256</Algorithm><HashSumValue>hex</HashSumValue></HashSum>
//   </MessageInBatch>...</ManifestMessage>          (URL relative to the batch folder)
// Acknowledgement written (an FtpAcknowledgementMessage):
//   <FtpAcknowledgementMessage><AcknowledgedFile><FileName>ICPN.xml</FileName></AcknowledgedFile>
//     <FileStatus>FileOK|ErrorInXml|ResourceCorrupt|FileNotFound</FileStatus><ErrorText>..</ErrorText>
//
// CLI: node --import tsx tests/channel/testChannel.ts <folder> [--fail ICPN]... [--silent] [--once]
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ERN_SCHEMA = fileURLToPath(
  new URL('../../sync-server/src/ddex/schema/release-notification.xsd', import.meta.url),
);

export type FileStatus = 'FileOK' | 'ErrorInXml' | 'ResourceCorrupt' | 'FileNotFound';

export interface TestChannelOptions {
  /** the delivery folder: one sub-folder per batch */
  root: string;
  /** ICPNs (message file names without .xml) answered with ErrorInXml whatever they hold */
  failIcpns?: readonly string[];
  /** reads nothing and never answers: a channel that is down on its side */
  silent?: boolean;
  schema?: string;
}

export interface Acknowledgement {
  batchId: string;
  /** relative to the batch folder, as the manifest names it */
  messageFile: string;
  ackFile: string;
  status: FileStatus;
  errorText: string;
}

/** Inner text of every element with this local name, whatever its prefix. */
function elements(xml: string, localName: string): string[] {
  const pattern = new RegExp(
    `<(?:[\\w.-]+:)?${localName}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w.-]+:)?${localName}>`,
    'g',
  );
  return [...xml.matchAll(pattern)].map((match) => match[1].trim());
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const ALGORITHMS: Record<string, string> = { SHA256: 'sha256', SHA1: 'sha1', MD5: 'md5' };

async function hashOf(file: string, algorithm: string): Promise<string> {
  const hash = createHash(algorithm);
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

function xmllint(file: string, schema: string): Promise<string | null> {
  return new Promise((resolve) => {
    execFile(
      'xmllint',
      ['--noout', '--nonet', '--schema', schema, file],
      { maxBuffer: 4 * 1024 * 1024 },
      (error, _stdout, stderr) => resolve(error ? stderr.trim() || error.message : null),
    );
  });
}

/** The resources a message names (TechnicalDetails/File): each present and, where hashed, intact. */
async function checkResources(
  messagePath: string,
  xml: string,
  /** a TakedownDelivery names the resources delivered before and carries none of them */
  isTakedown: boolean,
): Promise<{ status: FileStatus; text: string } | null> {
  const folder = path.dirname(messagePath);
  for (const file of elements(xml, 'File')) {
    const uri = elements(file, 'URI')[0];
    if (!uri) continue;
    const candidates = [path.join(folder, uri), path.join(folder, 'resources', path.basename(uri))];
    const found = candidates.find((candidate) => existsSync(candidate));
    if (!found && isTakedown) continue;
    if (!found) return { status: 'FileNotFound', text: `resource ${uri} is not in the batch` };
    const hashSum = elements(file, 'HashSum')[0];
    if (!hashSum) continue;
    const algorithm = ALGORITHMS[elements(hashSum, 'Algorithm')[0]?.toUpperCase() ?? ''];
    const expected = elements(hashSum, 'HashSumValue')[0]?.toLowerCase();
    if (algorithm && expected && (await hashOf(found, algorithm)) !== expected)
      return { status: 'ResourceCorrupt', text: `resource ${uri}: ${algorithm} does not match` };
  }
  return null;
}

async function judge(
  batchDir: string,
  url: string,
  manifestHash: string | undefined,
  options: TestChannelOptions,
  isTakedown = false,
): Promise<{ status: FileStatus; text: string }> {
  const messagePath = path.join(batchDir, url);
  if (!existsSync(messagePath))
    return { status: 'FileNotFound', text: `${url} is not in the batch` };
  if (manifestHash && (await hashOf(messagePath, 'sha256')) !== manifestHash.toLowerCase())
    return { status: 'ErrorInXml', text: `${url}: SHA-256 differs from the manifest` };
  const icpn = path.basename(url, '.xml');
  if (options.failIcpns?.includes(icpn))
    return { status: 'ErrorInXml', text: `${icpn} rejected by the test channel on request` };
  const invalid = await xmllint(messagePath, options.schema ?? ERN_SCHEMA);
  if (invalid) return { status: 'ErrorInXml', text: invalid.slice(0, 2000) };
  return (
    (await checkResources(messagePath, await readFile(messagePath, 'utf8'), isTakedown)) ?? {
      status: 'FileOK',
      text: '',
    }
  );
}

export function acknowledgementXml(
  messageFile: string,
  status: FileStatus,
  errorText: string,
): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<FtpAcknowledgementMessage MessageVersionId="test-channel/1">',
    '  <MessageHeader>',
    '    <MessageSender><PartyName><FullName>Test channel</FullName></PartyName></MessageSender>',
    `    <MessageCreatedDateTime>${new Date().toISOString()}</MessageCreatedDateTime>`,
    '  </MessageHeader>',
    `  <AcknowledgedFile><FileName>${escapeXml(messageFile)}</FileName></AcknowledgedFile>`,
    `  <FileStatus>${status}</FileStatus>`,
    errorText ? `  <ErrorText>${escapeXml(errorText)}</ErrorText>` : '',
    '</FtpAcknowledgementMessage>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

/** One pass over the folder: answers every message of every complete batch not yet answered. */
export async function runTestChannel(options: TestChannelOptions): Promise<Acknowledgement[]> {
  if (options.silent) return [];
  const written: Acknowledgement[] = [];
  const batches = (await readdir(options.root, { withFileTypes: true })).filter((e) =>
    e.isDirectory(),
  );
  for (const batch of batches) {
    const batchDir = path.join(options.root, batch.name);
    const manifestPath = path.join(batchDir, `BatchComplete_${batch.name}.xml`);
    if (!existsSync(manifestPath)) continue; // still being written
    const manifest = await readFile(manifestPath, 'utf8');
    for (const entry of elements(manifest, 'MessageInBatch')) {
      const url = elements(entry, 'URL')[0];
      if (!url || url.split('/').includes('..')) continue;
      const ackName = `ACK_${path.basename(url, '.xml')}.xml`;
      const ackPath = path.join(batchDir, path.dirname(url), ackName);
      if (existsSync(ackPath)) continue;
      const hashSum = elements(entry, 'HashSum')[0];
      const { status, text } = await judge(
        batchDir,
        url,
        hashSum ? elements(hashSum, 'HashSumValue')[0] : undefined,
        options,
        elements(entry, 'DeliveryType')[0] === 'TakedownDelivery',
      );
      await mkdir(path.dirname(ackPath), { recursive: true }); // a release folder that never came
      // written whole then renamed, like the portal's own files: a reader never sees half an ACK
      const partPath = path.join(path.dirname(ackPath), `.${ackName}.part`);
      await writeFile(partPath, acknowledgementXml(path.basename(url), status, text));
      await rename(partPath, ackPath);
      written.push({
        batchId: batch.name,
        messageFile: url,
        ackFile: path.relative(batchDir, ackPath),
        status,
        errorText: text,
      });
    }
  }
  return written;
}

async function main(argv: string[]): Promise<void> {
  const [root, ...rest] = argv;
  if (!root) throw new Error('usage: testChannel.ts <folder> [--fail ICPN]... [--silent] [--once]');
  const failIcpns = rest.flatMap((arg, i) =>
    arg === '--fail' && rest[i + 1] ? [rest[i + 1]] : [],
  );
  const options: TestChannelOptions = { root, failIcpns, silent: rest.includes('--silent') };
  for (;;) {
    for (const ack of await runTestChannel(options))
      console.log(`${ack.batchId}/${ack.ackFile} ${ack.status} ${ack.errorText}`);
    if (rest.includes('--once')) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
