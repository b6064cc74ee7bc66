import { Link } from 'react-router';
import { FormError } from './form-error.tsx';

/** Why a mailed link does not work (translated), and the way to start over (`to`, `label`). */
export function LinkError({ error, to, label }: { error: unknown; to: string; label: string }) {
  return (
    <div data-testid="link-error">
      <FormError error={error} />
      <div className="row">
        <Link to={to} className="button button--primary">
          {label}
        </Link>
      </div>
    </div>
  );
}
