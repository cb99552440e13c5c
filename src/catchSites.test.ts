// Every catch in src either keeps the cause (reportError), passes the error on (throw), or is on the
// list below with the reason it is no failure: a catch that turns an error into a "failed" state and
// forgets why is the bug this test exists for (issue 12, item 7).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const SRC = path.dirname(new URL(import.meta.url).pathname);

interface Handler {
  file: string;
  line: number;
  /** the function the handler sits in: how the allow-list names a site (line numbers move) */
  where: string;
  head: string;
  text: string;
}

/** The name of the nearest named function, method, variable or property around a node. */
function enclosingName(node: ts.Node): string {
  for (let at: ts.Node | undefined = node.parent; at !== undefined; at = at.parent) {
    if (
      (ts.isFunctionDeclaration(at) ||
        ts.isMethodDeclaration(at) ||
        ts.isVariableDeclaration(at) ||
        ts.isPropertyAssignment(at)) &&
      at.name
    ) {
      return at.name.getText();
    }
  }
  return '(module)';
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** catch clauses, `.catch(handler)` and `.then(ok, handler)` in one file */
function findHandlers(file: string, source: string): Handler[] {
  const sf = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: Handler[] = [];
  const add = (node: ts.Node, body: ts.Node) => {
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
    found.push({
      file,
      line: line + 1,
      where: enclosingName(node),
      head: source.split('\n')[line].trim(),
      text: body.getText(sf),
    });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isCatchClause(node)) add(node, node.block);
    else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const name = node.expression.name.text;
      if (name === 'catch' && node.arguments.length === 1)
        add(node.expression.name, node.arguments[0]);
      if (name === 'then' && node.arguments.length === 2)
        add(node.expression.name, node.arguments[1]);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

const keepsCause = (h: Handler) => /\breportError\(/.test(h.text);
const passesOn = (h: Handler) => /\bthrow\b/.test(h.text);

/** Sites that turn no error into a failure on screen: file, then the function, then why. */
const NOT_FAILURES: Record<string, Record<string, string>> = {
  'app/api/client.ts': { payload: 'a body that is not JSON is judged by its status' },
  'app/browser/cookies.ts': { parseCookies: 'a cookie not percent-encoded is kept as sent' },
  'app/router/hydration.ts': { prepareHydration: 'a redirect: the router asks the guard again' },
  'app/session/authFlow.ts': { logOut: 'offline or expired: logging out is local' },
  'app/sync/startSync.ts': {
    registerBackgroundSync: 'Background Sync is optional; the tabs sync without it',
    onMessage:
      'renewing a session offline waits for the next status; expiry logs out in the client',
  },
  'domain/finance/api.ts': {
    parseSaleStatementId: 'an id whose channel is not UTF-8 names no statement: not found',
  },
  'data/errorLog.ts': {
    describe: 'a cyclic value is described by String()',
    reportError: 'the log must not fail the caller',
  },
  'data/peekSession.ts': { peekStoredToken: 'no IndexedDB (private mode): logged out' },
  'data/storagePersistence.ts': {
    refresh: 'no answer means no guarantee: shown as such',
    ask: 'a refusal by exception reads as a no',
    request: 'the next request asks again',
  },
  'domain/ddex/parseXml.ts': { readXml: "the user's XML: answered with a located problem" },
  'domain/media/audio/probeAudio.ts': { probeAudio: "the user's file is corrupt: a media code" },
  'domain/media/image.ts': { probeImage: "the user's file is broken: a media code" },
  'domain/media/lyrics.ts': { tryDecode: 'not this encoding: the next is tried' },
  'domain/reports/textDecoding.ts': { decode: 'not UTF-8: read as GB18030' },
  'features/auth/LoginPage.tsx': {
    LoginFailure: 'the banner chunk offline: the refusal as plain text',
  },
  'features/auth/useLoginForm.ts': { submit: 'a preload; the banner shows its own failure' },
  'features/batch/run/appBatchRunner.ts': { readFileRecord: 'polled until verified: asked again' },
  'features/batch/worker/parsePlaylistCore.ts': {
    parsePlaylistBytes: "the user's file is no workbook: a refusal",
  },
  'features/batch/worker/zipPrecheck.ts': {
    inflateCounting: "the user's archive is corrupt: a refusal",
  },
  'features/diagnostics/DiagnosticsDialog.tsx': {
    copyAll: 'the clipboard refused: the user is told to copy by hand',
  },
  'features/library/artist/testing.ts': { quietFluentMotion: 'test helper: a cancelled animation' },
  'features/library/clips/motionTesting.ts': {
    quietFluentMotion: 'test helper: a cancelled animation',
  },
  'features/notices/SysNoticePage.tsx': {
    SysNoticePage: 'offline: the notice stays unread for later',
  },
  'features/notices/unreadCount.ts': { refreshUnreadCount: 'offline: the saved count stays' },
  'features/sync/status/ClientTooOldDialog.tsx': {
    loadNewVersion: 'no service worker or network: a plain reload',
  },
  'i18n/languageStore.ts': { setLanguage: 'costs only the next sync its language header' },
  'sync/channel.ts': { postSyncMessage: 'a closed channel has no one left to tell' },
  'sync/engine/engine.ts': { pullAll: 'a failed prefetch is seen when awaited' },
  'sync/engine/events.ts': {
    readPoke: 'a poke that is not JSON is no poke',
    loop: 'the poke stream reconnects',
  },
  'sync/engine/runner.ts': { run: 'fail() reports through onError: the engine knows no app' },
  'sync/engine/transport.ts': { payload: 'a body that is not JSON is judged by its status' },
  'uploads/fileHandles.ts': {
    handle: 'no handle kept: the ghost asks for the file',
    deleteFileHandle: 'a handle left behind costs a few bytes',
    pickWithHandle: 'the user closed the picker',
  },
  'uploads/pendingFlag.ts': {
    hasPendingUploads: 'no storage: nothing to restore',
    setPendingUploads: 'no storage: the next upload loads the engine anyway',
  },
  'uploads/s3/ParallelS3Uploader.ts': {
    start: "handed to Uppy's upload-error, which uploadEngine reports",
    abort: 'a cancelled upload left in S3 expires by lifecycle rule',
    lanes: 'the first failure is thrown once the lanes stop',
  },
  'uploads/probeClient.ts': {
    check: 'rejects with a MediaProbeError, which checkOrRefuse reports',
  },
  'uploads/savedUploadState.ts': { hasSavedUploadState: 'unreadable: Golden Retriever finds out' },
  'uploads/uploadEngine.ts': {
    verify: 'asked again once online',
    record: 'no answer reads as not landed',
    storageFaultOf: 'a body that is not JSON names no storage fault',
    fault: 'no answer: the failure is reported as the transfer error it was',
  },
};

describe('catch sites', () => {
  let handlers: Handler[] = [];
  // some 600 files: parsing them takes seconds on a busy machine
  beforeAll(() => {
    handlers = sourceFiles(SRC).flatMap((file) =>
      findHandlers(path.relative(SRC, file), readFileSync(file, 'utf8')),
    );
  }, 120_000);

  it('keep the cause, pass the error on, or are listed with the reason they are no failure', () => {
    const unexplained = handlers.filter(
      (h) => !keepsCause(h) && !passesOn(h) && NOT_FAILURES[h.file]?.[h.where] === undefined,
    );
    expect(unexplained.map((h) => `${h.file}:${h.line} ${h.where}: ${h.head}`)).toEqual([]);
  });

  it('list no site that is gone or now keeps its cause', () => {
    const listed = Object.entries(NOT_FAILURES).flatMap(([file, sites]) =>
      Object.keys(sites).map((where) => `${file} ${where}`),
    );
    const stillSilent = new Set(
      handlers.filter((h) => !keepsCause(h) && !passesOn(h)).map((h) => `${h.file} ${h.where}`),
    );
    expect(listed.filter((site) => !stillSilent.has(site))).toEqual([]);
  });

  it('finds catch clauses and rejection handlers, and tells a reported one from a silent one', () => {
    const source = [
      'async function a() { try { await x(); } catch { setFailed(true); } }',
      "const b = () => y().catch((error) => { reportError('b.load', error); setFailed(true); });",
      'function c() { z().then(ok, () => setProblem("failed")); }',
    ].join('\n');
    const found = findHandlers('f.ts', source);
    expect(found.map((h) => [h.where, keepsCause(h)])).toEqual([
      ['a', false],
      ['b', true],
      ['c', false],
    ]);
  });
});
