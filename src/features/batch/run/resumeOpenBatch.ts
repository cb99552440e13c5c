// A running batch goes on from any screen after a reload (the shell calls this when
// hasRunningBatch says there is one): files that land are associated even if the batch page is
// never opened again. The batch page resumes the same runner; it runs each batch once at a time.
import { batchRepo } from '../../../data/batchRepo';
import { appBatchRunner } from './appBatchRunner';

export async function resumeOpenBatch(): Promise<void> {
  const open = await batchRepo.openBatch();
  if (open !== undefined) await appBatchRunner.resume(open.id);
}
