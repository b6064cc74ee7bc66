import { type ModerationDecisionBody, ModerationDecisionBodySchema, REASON_MAX } from '@crowdsolve/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validate } from '../../lib/errors.ts';
import { Button } from '../../ui/button.tsx';
import { TextAreaField } from '../../ui/field.tsx';
import { SubmitRow, useFormSubmit } from '../../ui/form.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Modal } from '../../ui/modal.tsx';
import { fieldErrorKey } from './fields.tsx';

/**
 * Approve, or reject with a reason (required: the developer or reviewer reads it and gets it by
 * mail). `send` makes the call; `onDone` runs after it succeeded.
 */
export function Decision(props: {
  /** What is decided on, for the dialog's title. */
  subject: string;
  send: (body: ModerationDecisionBody) => Promise<unknown>;
  onDone: () => void;
}) {
  const { t } = useTranslation('software');
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const approve = useFormSubmit<ModerationDecisionBody, unknown>({ send: props.send, onSuccess: props.onDone });
  const reject = useFormSubmit<ModerationDecisionBody, unknown>({
    send: props.send,
    onSuccess: () => {
      setRejecting(false);
      props.onDone();
    },
  });
  return (
    <div className="software-decision">
      <form
        className="row"
        onSubmit={approve.onSubmit(() => ({ ok: true, data: { decision: 'approve', reason: '' } }))}
      >
        <SubmitRow pending={approve.pending} label={t('moderation.approve')}>
          <Button variant="danger" onClick={() => setRejecting(true)}>
            {t('moderation.reject')}
          </Button>
        </SubmitRow>
      </form>
      <FormError error={approve.formError} />
      <Modal
        open={rejecting}
        title={t('moderation.rejectTitle', { name: props.subject })}
        onClose={() => setRejecting(false)}
      >
        <form
          ref={reject.ref}
          noValidate
          onSubmit={reject.onSubmit(() => validate(ModerationDecisionBodySchema, { decision: 'reject', reason }))}
        >
          <TextAreaField
            label={t('moderation.reason')}
            hint={t('moderation.reasonHint')}
            name="reason"
            rows={4}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={fieldErrorKey('reason', reject.errors.reason)}
          />
          <FormError error={reject.formError} />
          <SubmitRow pending={reject.pending} variant="danger" label={t('moderation.confirmReject')} />
        </form>
      </Modal>
    </div>
  );
}
