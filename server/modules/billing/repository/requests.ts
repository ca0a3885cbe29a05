import type { Queryable } from "../../../db/db";

/** The digital bill: enrolled with an e-mail and the terms' version, or cancelled (all null). */
export async function setDigitalBill(q: Queryable, contractId: string, enrolment: { email: string; termsVersion: string } | null): Promise<void> {
  if (enrolment === null) {
    // Issue 34 §4: the second recipient goes with the digital bill it belongs to.
    await q.query(
      `UPDATE contracts SET digital_bill_email = NULL, digital_bill_terms_version = NULL, digital_bill_enrolled_at = NULL,
         digital_bill_second_email = NULL, digital_bill_second_terms_version = NULL, digital_bill_second_added_at = NULL,
         digital_bill_second_added_by = NULL
       WHERE id = $1`,
      [contractId],
    );
    return;
  }
  await q.query("UPDATE contracts SET digital_bill_email = $2, digital_bill_terms_version = $3, digital_bill_enrolled_at = now() WHERE id = $1", [
    contractId,
    enrolment.email,
    enrolment.termsVersion,
  ]);
}

/** A new connection request as stored. */
export interface NewConnectionRequest {
  userId: string;
  address: string;
  barrio: string;
  municipality: string;
  use: string;
  services: string[];
  phone: string;
  notes: string;
}

/**
 * Stores a request for a new connection as SOL-YYYY-NNNNNN, the next number of its year: one writer
 * at a time per year (an advisory lock), so numbers are consecutive and never repeat. Call it in a
 * transaction.
 */
export async function insertConnectionRequest(tx: Queryable, year: string, r: NewConnectionRequest): Promise<{ requestNumber: string; createdAt: Date }> {
  await tx.query("SELECT pg_advisory_xact_lock(7270007, $1::int)", [Number(year)]);
  const { rows } = await tx.query<{ n: number }>("SELECT count(*)::int + 1 AS n FROM connection_requests WHERE request_number LIKE $1", [`SOL-${year}-%`]);
  const requestNumber = `SOL-${year}-${String(rows[0].n).padStart(6, "0")}`;
  const inserted = await tx.query<{ created_at: Date }>(
    `INSERT INTO connection_requests (request_number, user_id, address, barrio, municipality, use, services, phone, notes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING created_at`,
    [requestNumber, r.userId, r.address, r.barrio, r.municipality, r.use, r.services, r.phone, r.notes],
  );
  return { requestNumber, createdAt: inserted.rows[0].created_at };
}
