// Contract: GET /api/files/<id>/status.json, which the client polls for a file it may name before
// the file exists. "Not there yet" is a state (200, 'absent'), never a 404 logged in the console;
// another organisation's file reads as absent too, as it reads as not found everywhere else.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FileStatusAnswer } from '../../../src/domain/api';
import { updateFileRow } from '../../src/files/fileRecords';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { createOrganisation, createUser, insertFile } from '../fixtures';
import { useApp } from '../suite';

const statusUrl = (id: string) => `/api/files/${encodeURIComponent(id)}/status.json`;

export function describeFileStatusContract(backend: TestBackend): void {
  describe('file status', () => {
    const ctx = useApp(backend);

    it('answers where an own file stands, and absent for one it has not (yet), with 200', async () => {
      const orgA = await createOrganisation(ctx().db);
      const userA = await createUser(ctx().db, orgA);
      const signA = (await login(ctx().app, userA.loginName, userA.password)).sign;
      const mine = await insertFile(ctx().db, orgA, userA.id);

      const uploading = await call<FileStatusAnswer>(ctx().app, statusUrl(mine), { sign: signA });
      expect([uploading.status, uploading.body.state, uploading.body.result]).toEqual([
        200,
        true,
        { id: mine, status: 'uploading', rejectCode: null },
      ]);
      await updateFileRow(ctx().db, mine, 'uploading', { status: 'verifying' });
      await updateFileRow(ctx().db, mine, 'verifying', {
        status: 'rejected',
        rejectCode: 'image-too-small',
      });
      const rejected = await call<FileStatusAnswer>(ctx().app, statusUrl(mine), {
        sign: signA,
        language: 'en',
      });
      expect(rejected.body.result).toEqual({
        id: mine,
        status: 'rejected',
        rejectCode: 'image-too-small',
      });

      // a file the client named before its upload began, another organisation's, and no file id at all
      const orgB = await createOrganisation(ctx().db);
      const userB = await createUser(ctx().db, orgB);
      const theirs = await insertFile(ctx().db, orgB, userB.id);
      for (const id of [randomUUID(), theirs, 'not-a-file-id']) {
        const answer = await call<FileStatusAnswer>(ctx().app, statusUrl(id), { sign: signA });
        expect([answer.status, answer.body.state, answer.body.result], id).toEqual([
          200,
          true,
          { id, status: 'absent', rejectCode: null },
        ]);
      }
      // the file record itself still reads as not found
      expect((await call(ctx().app, `/api/files/${theirs}.json`, { sign: signA })).status).toBe(
        404,
      );
    });

    it('asks for a session like every file route', async () => {
      const answer = await call(ctx().app, statusUrl(randomUUID()));
      expect([answer.status, answer.body.code]).toEqual([401, 'notlogin']);
    });
  });
}
