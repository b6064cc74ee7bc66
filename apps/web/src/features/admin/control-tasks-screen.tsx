import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { serverFieldErrors } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { CheckboxField, TextField } from '../../ui/field.tsx';
import { type Checked, SubmitRow, useFormSubmit } from '../../ui/form.tsx';
import { FormError, Notice } from '../../ui/form-error.tsx';
import {
  type ControlTask,
  type CreateControlTaskBody,
  useControlTasks,
  workerSideApi,
  workerSideKeys,
} from './worker-side-api.ts';

/** The kinds a control task can be made of here, with their v2 task type. */
export const CONTROL_KINDS = {
  image_text: 'ImageToTextTask',
  grid: 'GridTask',
  rotate: 'RotateTask',
  text: 'TextCaptchaTask',
} as const;
type ControlKind = keyof typeof CONTROL_KINDS;
const KINDS = Object.keys(CONTROL_KINDS) as ControlKind[];
const MAX_GRID_SIDE = 10;

/** A file's bytes as plain base64 (no `data:` prefix). */
export function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result ?? '');
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

interface Draft {
  kind: ControlKind;
  file: File | null;
  question: string;
  comment: string;
  rows: string;
  columns: string;
  text: string;
  cells: string;
  angle: string;
  training: boolean;
  golden: boolean;
}

const EMPTY: Draft = {
  kind: 'image_text',
  file: null,
  question: '',
  comment: '',
  rows: '3',
  columns: '3',
  text: '',
  cells: '',
  angle: '',
  training: true,
  golden: true,
};

const int = (raw: string) => (/^\s*\d+\s*$/.test(raw) ? Number(raw) : null);

/** The request body, or field → validation code. */
async function buildBody(d: Draft): Promise<Checked<CreateControlTaskBody>> {
  const errors: Record<string, string> = {};
  const task: Record<string, unknown> = { type: CONTROL_KINDS[d.kind] };
  let answer: unknown;
  if (d.kind !== 'text' && !d.file) errors.file = 'required';
  if (d.kind === 'image_text' || d.kind === 'text') {
    if (!d.text.trim()) errors.answer = 'required';
    answer = { type: 'text', text: d.text.trim() };
  }
  if (d.kind === 'text') {
    if (!d.question.trim()) errors.question = 'required';
    task.comment = d.question.trim();
  }
  if (d.kind === 'grid') {
    const rows = int(d.rows);
    const columns = int(d.columns);
    if (rows === null || rows < 1 || rows > MAX_GRID_SIDE) errors.rows = 'invalid';
    if (columns === null || columns < 1 || columns > MAX_GRID_SIDE) errors.columns = 'invalid';
    if (!d.comment.trim()) errors.comment = 'required';
    const parts = d.cells.split(/[\s,;]+/).filter(Boolean);
    const cells = parts.map(int);
    if (parts.length === 0) errors.answer = 'required';
    else if (cells.some((c) => c === null || c < 1 || (rows && columns && c > rows * columns)))
      errors.answer = 'invalid';
    Object.assign(task, { rows, columns, comment: d.comment.trim() });
    answer = { type: 'cells', cells };
  }
  if (d.kind === 'rotate') {
    const angle = int(d.angle);
    if (!d.angle.trim()) errors.answer = 'required';
    else if (angle === null || angle > 360) errors.answer = 'invalid';
    answer = { type: 'angles', angles: [angle] };
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  if (d.file) task.body = await readBase64(d.file);
  return { ok: true, data: { task, answer, training: d.training, golden: d.golden } };
}

/** Server field names (`task`, `answer`) → the message to show beside the field. */
function serverErrors(err: unknown): Record<string, string> {
  const fields = serverFieldErrors(err);
  const out: Record<string, string> = {};
  for (const [name, message] of Object.entries(fields)) {
    const field = name.startsWith('task') ? 'file' : name.startsWith('answer') ? 'answer' : name;
    out[field] ??=
      field === 'file'
        ? message === 'kind_not_comparable'
          ? 'admin:control.errors.kind'
          : 'admin:control.errors.task'
        : field === 'answer'
          ? 'admin:control.errors.answer'
          : 'invalid';
  }
  return out;
}

/** Upload of a control task and the list of the control set. */
export function ControlTasksScreen() {
  const { t } = useTranslation('admin');
  return (
    <>
      <section className="section" aria-labelledby="control-new-title">
        <h2 id="control-new-title">{t('control.newTitle')}</h2>
        <p className="muted">{t('control.lead')}</p>
        <ControlTaskForm />
      </section>
      <section className="section" aria-labelledby="control-list-title">
        <h2 id="control-list-title">{t('control.listTitle')}</h2>
        <ControlTaskList />
      </section>
    </>
  );
}

function ControlTaskForm() {
  const { t } = useTranslation('admin');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const kindId = useId();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const form = useFormSubmit({
    send: (body: CreateControlTaskBody) => workerSideApi.createControlTask(api, body),
    onSuccess: () => {
      setDraft((d) => ({ ...EMPTY, kind: d.kind, training: d.training, golden: d.golden }));
      if (fileInput.current) fileInput.current.value = '';
      void queryClient.invalidateQueries({ queryKey: workerSideKeys.controlTasks });
    },
    fieldErrors: serverErrors,
  });
  const { errors, setErrors, mutation: create } = form;
  const set = (patch: Partial<Draft>) => {
    create.reset();
    setDraft((d) => ({ ...d, ...patch }));
  };

  const fileError = errors.file;
  const common = { maxLength: 1000 };
  return (
    <form
      className="form form--wide"
      noValidate
      onSubmit={form.onSubmit(() => buildBody(draft))}
      data-testid="control-task-form"
    >
      <div className="field">
        <label htmlFor={kindId} className="field__label">
          {t('control.kind')}
        </label>
        <select
          id={kindId}
          name="kind"
          className="select"
          value={draft.kind}
          onChange={(e) => {
            setErrors({});
            set({ kind: e.target.value as ControlKind });
          }}
        >
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`common:taskTypes.${k}`)}
            </option>
          ))}
        </select>
      </div>
      {draft.kind !== 'text' ? (
        <div className={fileError ? 'field has-error' : 'field'}>
          <label htmlFor={fileId} className="field__label">
            {t('control.image')}
          </label>
          <input
            id={fileId}
            ref={fileInput}
            name="file"
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp,image/bmp"
            aria-invalid={fileError ? true : undefined}
            onChange={(e) => set({ file: e.target.files?.[0] ?? null })}
          />
          {fileError ? (
            <p className="field__error" data-field-error="file">
              {fileError.includes(':') ? t(fileError) : t(`common:validation.${fileError}`)}
            </p>
          ) : null}
        </div>
      ) : (
        <TextField
          name="question"
          label={t('control.question')}
          {...common}
          value={draft.question}
          error={errors.question}
          onChange={(e) => set({ question: e.target.value })}
        />
      )}
      {draft.kind === 'grid' ? (
        <>
          <TextField
            name="comment"
            label={t('control.comment')}
            {...common}
            value={draft.comment}
            error={errors.comment}
            onChange={(e) => set({ comment: e.target.value })}
          />
          <div className="row">
            <TextField
              name="rows"
              label={t('control.rows')}
              inputMode="numeric"
              value={draft.rows}
              error={errors.rows}
              onChange={(e) => set({ rows: e.target.value })}
            />
            <TextField
              name="columns"
              label={t('control.columns')}
              inputMode="numeric"
              value={draft.columns}
              error={errors.columns}
              onChange={(e) => set({ columns: e.target.value })}
            />
          </div>
          <TextField
            name="answer"
            label={t('control.cells')}
            hint={t('control.cellsHint')}
            value={draft.cells}
            error={errors.answer}
            onChange={(e) => set({ cells: e.target.value })}
          />
        </>
      ) : draft.kind === 'rotate' ? (
        <TextField
          name="answer"
          label={t('control.angle')}
          hint={t('control.angleHint')}
          inputMode="numeric"
          value={draft.angle}
          error={errors.answer}
          onChange={(e) => set({ angle: e.target.value })}
        />
      ) : (
        <TextField
          name="answer"
          label={t('control.answerText')}
          {...common}
          value={draft.text}
          error={errors.answer}
          onChange={(e) => set({ text: e.target.value })}
        />
      )}
      <CheckboxField
        name="training"
        label={t('control.training')}
        checked={draft.training}
        onChange={(e) => set({ training: e.target.checked })}
      />
      <CheckboxField
        name="golden"
        label={t('control.golden')}
        checked={draft.golden}
        onChange={(e) => set({ golden: e.target.checked })}
      />
      <FormError error={form.formError} />
      {create.data ? <Notice tone="success">{t('control.created', { id: create.data.id })}</Notice> : null}
      <SubmitRow pending={form.pending} label={t('control.add')} />
    </form>
  );
}

/** The known answer in a short readable form. */
function answerText(answer: unknown): string {
  const a = answer as { type?: string; text?: string; cells?: number[]; angles?: number[] } | null;
  if (a?.type === 'text') return a.text ?? '';
  if (a?.type === 'cells') return (a.cells ?? []).join(', ');
  if (a?.type === 'angles') return (a.angles ?? []).map((n) => `${n}°`).join(', ');
  return JSON.stringify(answer);
}

function ControlTaskList() {
  const { t, i18n } = useTranslation('admin');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const tasks = useControlTasks();
  const toggle = useMutation({
    mutationFn: (task: Pick<ControlTask, 'id' | 'active'>) =>
      workerSideApi.setControlTaskActive(api, task.id, task.active),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workerSideKeys.controlTasks }),
  });

  if (tasks.error) return <FormError error={tasks.error} />;
  if (!tasks.data)
    return (
      <p className="muted" role="status">
        {t('loading')}
      </p>
    );
  if (tasks.data.items.length === 0) return <p>{t('control.empty')}</p>;
  const columns: Column<ControlTask>[] = [
    { key: 'id', header: t('users.id'), cell: (task) => task.id },
    {
      key: 'kind',
      header: t('control.kind'),
      cell: (task) => t(`common:taskTypes.${task.kind}`, { defaultValue: task.kind }),
    },
    { key: 'answer', header: t('control.answer'), cell: (task) => answerText(task.answer) },
    {
      key: 'purposes',
      header: t('control.purposes'),
      cell: (task) =>
        [task.training ? t('control.training') : null, task.golden ? t('control.golden') : null]
          .filter(Boolean)
          .join(', ') || '—',
    },
    { key: 'created', header: t('users.created'), cell: (task) => formatDateTime(task.createdAt, i18n.language) },
    {
      key: 'active',
      header: t('control.active'),
      cell: (task) => (
        <input
          type="checkbox"
          aria-label={t('control.activeOf', { id: task.id })}
          checked={task.active}
          disabled={toggle.isPending && toggle.variables?.id === task.id}
          onChange={(e) => toggle.mutate({ id: task.id, active: e.target.checked })}
        />
      ),
    },
  ];
  return (
    <>
      <FormError error={toggle.error} />
      <DataTable
        columns={columns}
        rows={tasks.data.items}
        rowKey={(task) => task.id}
        rowAttributes={(task) => ({ 'data-control-task': task.id })}
      />
    </>
  );
}
