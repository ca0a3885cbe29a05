/** A row of `cases` as the PQRS queries read it (dates as YYYY-MM-DD text). */
export interface CaseRow {
  id: string;
  radicado: string;
  kind: string;
  pqrs_type: string | null;
  service: string;
  subject: string;
  description: string;
  details: Record<string, string>;
  anonymous: boolean;
  doc_type: string | null;
  doc_number: string | null;
  applicant_name: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  contract_number: string | null;
  invoice_number: string | null;
  concept: string | null;
  notification_channel: string;
  consent_at: Date | string | null;
  consent_policy_version: string | null;
  consent_channel: string | null;
  user_id: string | null;
  cun: string | null;
  status: string;
  filed_at: Date | string;
  term_days: number | null;
  original_due_date: string | null;
  due_date: string | null;
  extension_reason: string | null;
  extended_at: Date | string | null;
  assignee_id: string | null;
  assignee_name: string | null;
  response: string | null;
  responded_at: Date | string | null;
  closed_at: Date | string | null;
  closing_note: string | null;
  idempotency_key: string | null;
  request_hash: string | null;
  attachment_count: number;
}

export const CASE_COLUMNS = `c.id, c.radicado, c.kind, c.pqrs_type, c.service, c.subject, c.description, c.details, c.anonymous,
  c.doc_type, c.doc_number, c.applicant_name, c.email, c.phone, c.address, c.contract_number, c.invoice_number, c.concept,
  c.notification_channel, c.consent_at, c.consent_policy_version, c.consent_channel, c.user_id, c.cun, c.status, c.filed_at,
  c.term_days, to_char(c.original_due_date, 'YYYY-MM-DD') AS original_due_date, to_char(c.due_date, 'YYYY-MM-DD') AS due_date,
  c.extension_reason, c.extended_at, c.assignee_id,
  (SELECT trim(u.first_name || ' ' || u.last_name) FROM users u WHERE u.id = c.assignee_id) AS assignee_name,
  c.response, c.responded_at, c.closed_at, c.closing_note, c.idempotency_key, c.request_hash,
  (SELECT count(*)::int FROM case_attachments a WHERE a.case_id = c.id) AS attachment_count`;
