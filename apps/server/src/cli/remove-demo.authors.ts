/**
 * References to an account that remove-demo clears rather than deletes: a real setting, decision or
 * piece of content made by a demo admin, moderator or editor stays, without its author.
 */
export const AUTHOR_REFERENCES = [
  'price.created_by',
  'currency_rate.created_by',
  'system_message.created_by',
  'control_task.created_by',
  'worker_admission.admitted_by',
  'worker_admission.updated_by',
  'worker_flag.reviewed_by',
  'payout_request.decided_by',
  'software_review.decided_by',
  'admin_action.actor_id',
  // Articles written or edited by a demo editor stay (their author's name is kept with them).
  'article.author_id',
  'article_translation.updated_by',
  'article_attachment.created_by',
  'article_audit.user_id',
  'site_domain.created_by',
  // A demo staff member's answers on real tickets stay, without their author.
  'support_ticket.assignee_id',
  'support_ticket_message.author_id',
  'support_canned_answer.updated_by',
  // A demo staff member named as a real customer's contact is no longer; their feedback work stays.
  'enterprise_contact.staff_id',
  'enterprise_plan_price.set_by',
  'feedback.handled_by',
  'feedback.replied_by',
  // FAQ answers a demo staff member edited stay (the name is kept with them); so do the bot's
  // threads a demo account had and the marks a demo staff member gave, without the account.
  'faq_entry.updated_by',
  'faq_audit.user_id',
  'support_bot_thread.user_id',
  'support_bot_message.marked_by',
] as const;
