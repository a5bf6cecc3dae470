import type { TranslationKey } from '../i18n/i18n';

/** What each recorded change of an Airwork is called (the record's lines, the live toasts). */
export const AIRWORK_ACTION_LABELS: Record<string, TranslationKey> = {
  create: 'record.action_create',
  edit: 'record.action_edit',
  delete: 'record.action_delete',
  approve: 'record.action_approve',
  schedule: 'record.action_schedule',
  start: 'record.action_start',
  upload: 'record.action_upload',
  complete: 'record.action_complete',
  accept: 'record.action_accept',
  reject: 'record.action_reject',
  cancel: 'record.action_cancel',
  dispute: 'record.action_dispute',
  settle: 'record.action_settle',
  refund: 'record.action_refund',
  /** Not a change of status: a statement was added to the dispute (the live toasts). */
  disputeStatement: 'record.action_disputeStatement',
  /** Not a change of status: the client's hold passed its validity during a dispute. */
  holdLapsed: 'record.action_holdLapsed',
  /** Not a change of status: an admin read the Airwork's conversations (issue 21). */
  readMessages: 'record.action_readMessages',
};
