// Request schemas of the system-message calls.
import { z } from 'zod';
import { emptyAsUndefined, pageQuery, recordId } from './common';

export const SYS_MESSAGE_KINDS = ['announcement', 'notification'] as const;
export type SysMessageKind = (typeof SYS_MESSAGE_KINDS)[number];

export const sysMessageListQuerySchema = z.object({
  ...pageQuery,
  kind: emptyAsUndefined(z.enum(SYS_MESSAGE_KINDS).optional()),
});
export type SysMessageListQuery = z.infer<typeof sysMessageListQuerySchema>;

export const sysMessageReadSchema = z.object({ id: recordId });
export type SysMessageReadInput = z.infer<typeof sysMessageReadSchema>;
