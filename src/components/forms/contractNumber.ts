import { requiredContractNumberProblem } from "../../shared/billing";

/** The one field of the pay-by-number and balance forms (/pago-en-linea, /facturas). */
export type ContractNumberValues = { contractNumber: string };

export function validateContractNumberValues(v: ContractNumberValues): Partial<ContractNumberValues> {
  const problem = requiredContractNumberProblem(v.contractNumber);
  return problem ? { contractNumber: problem } : {};
}
