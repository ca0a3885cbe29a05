import type { ConnectionValues, LinkValues } from "../ContractLinkStore";

/** The linking form's field ids, in the order the fields appear. */
export const LINK_IDS: Record<keyof LinkValues, string> = { contractNumber: "link-contract", documentNumber: "link-document", verificationCode: "link-code" };

/** The new-connection form's field ids, in the order the fields appear (services: its first box). */
export const CONN_IDS: Record<keyof ConnectionValues, string> = {
  address: "conn-address",
  barrio: "conn-barrio",
  municipality: "conn-municipality",
  use: "conn-use",
  services: "conn-service-energia",
  phone: "conn-phone",
  notes: "conn-notes",
};

/** An empty new-connection form. */
export const CONN_INITIAL: ConnectionValues = { address: "", barrio: "", municipality: "", use: "", services: "", phone: "", notes: "" };
