import type { CurrentUser, SystemMessage } from '@crowdsolve/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { request } from '../../lib/request.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useCurrentUser, userKeys } from './current-user.ts';

/** The message HTML for `language`, falling back to English (then to any language it has). */
export function messageHtml(message: SystemMessage['message'], language: string): string {
  return message[language] ?? message.en ?? Object.values(message)[0] ?? '';
}

/**
 * A system message for the signed-in user (spec §4): shown until they close it. Closing marks
 * it read on the server and only then clears it locally; a failed call leaves it open (logged).
 */
export function SystemMessageModal() {
  const { api } = useAppEnv();
  const { t, i18n } = useTranslation('common');
  const queryClient = useQueryClient();
  const message = useCurrentUser(api).data?.profile.systemMessage ?? null;
  const markRead = useMutation({
    mutationFn: (id: number) =>
      request<{ ok: true }>(api, '/api/v2/user/system_message_read', { method: 'PUT', body: { id } }),
    onSuccess: (_reply, id) => {
      queryClient.setQueryData<CurrentUser | null>(userKeys.current, (user) =>
        user && user.profile.systemMessage?.id === id
          ? { ...user, profile: { ...user.profile, systemMessage: null } }
          : user,
      );
    },
    onError: (err) => console.error('marking the system message read failed', err),
  });

  if (!message) return null;
  const close = () => {
    if (!markRead.isPending) markRead.mutate(message.id);
  };
  return (
    <Modal
      open
      title={t('systemMessage.title')}
      onClose={close}
      footer={
        <Button onClick={close} disabled={markRead.isPending}>
          {t('systemMessage.ok')}
        </Button>
      }
    >
      <div
        className="system-message"
        data-message-id={message.id}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitized this HTML to a small allow-list
        dangerouslySetInnerHTML={{ __html: messageHtml(message.message, i18n.language) }}
      />
    </Modal>
  );
}
