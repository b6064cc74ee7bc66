import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { serverFieldErrors } from '../lib/errors.ts';
import { Button } from './button.tsx';

/** Field name → what to show beside it: a `common:validation` code, or a full key (`errors:<CODE>`). */
export type FieldErrors = Record<string, string>;

/** What a form sends, or the field errors found before sending (the shape `validate` answers). */
export type Checked<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** `error` beside the field `name`, or no error when there is none. */
export function atField(name: string, error: string | null | undefined): FieldErrors {
  return error ? { [name]: error } : {};
}

/** The errors of `names` only, e.g. of a server's answer naming fields the form does not show. */
export function pickFields(errors: FieldErrors, names: readonly string[]): FieldErrors {
  const picked: FieldErrors = {};
  for (const name of names) {
    const error = errors[name];
    if (error) picked[name] = error;
  }
  return picked;
}

export interface FormSubmitOptions<TBody, TReply> {
  /** The call the form makes. */
  send: (body: TBody) => Promise<TReply>;
  onSuccess?: (reply: TReply, body: TBody) => void;
  /**
   * The field errors of a failed call (default: the server's, by field name). A failure that no
   * field shows is the whole form's error.
   */
  fieldErrors?: (err: unknown) => FieldErrors;
  /** Runs too when the call fails (after the field errors are set). */
  onError?: (err: unknown) => void;
}

/**
 * The mechanics every form shares: the call with its pending state, the field errors (found
 * before sending, or from the server's answer) and the error of the whole form. Attach `ref` to
 * the `<form>` to move the focus to the first invalid field when errors appear.
 */
export function useFormSubmit<TBody, TReply>(options: FormSubmitOptions<TBody, TReply>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const ref = useRef<HTMLFormElement>(null);
  const mutation = useMutation({
    mutationFn: options.send,
    onSuccess: (reply, body) => options.onSuccess?.(reply, body),
    onError: (err) => {
      setErrors((options.fieldErrors ?? serverFieldErrors)(err));
      options.onError?.(err);
    },
  });

  // Keyboard and screen-reader users land on the first invalid field.
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const shownInFields = Object.keys(errors).length > 0;
  return {
    ref,
    mutation,
    pending: mutation.isPending,
    errors,
    setErrors,
    /** The failure of the call, unless a field shows it. */
    formError: mutation.error && !shownInFields ? mutation.error : null,
    /**
     * A form's `onSubmit`: ignored while the call runs; the last outcome is cleared, `check` gives
     * the body (or field errors, and nothing is sent; it may take a while, e.g. to read a file),
     * then the call goes.
     */
    onSubmit: (check: () => Checked<TBody> | Promise<Checked<TBody>>) => (event: FormEvent) => {
      event.preventDefault();
      if (mutation.isPending) return;
      mutation.reset();
      const send = (checked: Checked<TBody>) => {
        if (!checked.ok) {
          setErrors(checked.errors);
          return;
        }
        setErrors({});
        mutation.mutate(checked.data);
      };
      const checked = check();
      if (checked instanceof Promise) void checked.then(send);
      else send(checked);
    },
    /** Forgets the last outcome and the field errors. */
    dismiss: () => {
      mutation.reset();
      setErrors({});
    },
  };
}

/**
 * The row that ends a form: its submit button, disabled while the form is sent (and saying
 * `pendingLabel` then, when given), and any other buttons after it.
 */
export function SubmitRow(props: {
  pending: boolean;
  label: ReactNode;
  pendingLabel?: ReactNode;
  variant?: 'primary' | 'ghost' | 'danger';
  /** Disabled for another reason too. */
  disabled?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="row">
      <Button type="submit" variant={props.variant} disabled={props.pending || props.disabled}>
        {props.pending && props.pendingLabel !== undefined ? props.pendingLabel : props.label}
      </Button>
      {props.children}
    </div>
  );
}
