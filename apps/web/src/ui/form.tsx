import type { ReactNode } from 'react';
import { Button } from './button.tsx';

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
