import type { TreasuryQuery } from "../../shared/treasury";

/** The days kept in the address (?from=…&to=…), as written: the server checks them and names a bad one. */
export function readTreasuryQuery(params: URLSearchParams): TreasuryQuery {
  const day = (name: string) => (params.get(name) ?? "").trim().slice(0, 10) || undefined;
  const query: TreasuryQuery = {};
  const from = day("from");
  const to = day("to");
  if (from) query.from = from;
  if (to) query.to = to;
  return query;
}

/** The ids of the day fields (a server message names one of them). */
export const treasuryFieldId = (name: "from" | "to") => `treasury-filter-${name}`;
