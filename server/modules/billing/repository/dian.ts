import type { Queryable } from "../../../db/db";

/** The stored XML (AttachedDocument) of an invoice's DIAN electronic document, or null (issue 34 §3). */
export async function dianXmlOf(q: Queryable, invoiceId: string): Promise<string | null> {
  const { rows } = await q.query<{ dian_xml: string | null }>("SELECT dian_xml FROM invoices WHERE id = $1", [invoiceId]);
  return rows[0]?.dian_xml ?? null;
}
