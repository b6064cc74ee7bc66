import { TASK_KINDS } from './task-kinds.constants.ts';
import { z } from './zod.ts';

export type { TaskKindId } from './task-kinds.constants.ts';
export { TASK_KINDS };

export const TaskKindSchema = z.enum(TASK_KINDS);
export type TaskKindName = z.infer<typeof TaskKindSchema>;
