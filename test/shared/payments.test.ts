import { paymentInputProblems, paymentReferenceFrom, PAYMENT_INPUT_MESSAGES } from "../../src/shared/billing";

describe("the payment return address and input (issue 32)", () => {
  it("takes the reference whatever the gateway appended to the return address", () => {
    expect(paymentReferenceFrom("PSE-20261128-7K3M9Q2XWD")).toBe("PSE-20261128-7K3M9Q2XWD");
    // Wompi appending "?id=…" to an address that already had a query ("?reference=R?id=…").
    expect(paymentReferenceFrom("PSE-20261128-7K3M9Q2XWD?id=1234-1668624561-38705&env=test")).toBe("PSE-20261128-7K3M9Q2XWD");
    expect(paymentReferenceFrom(" web-20261128-7k3m9q2xwd ")).toBe("WEB-20261128-7K3M9Q2XWD");
    expect(paymentReferenceFrom("PSE-20261128-7K3M9Q2XWDX")).toBeNull();
    expect(paymentReferenceFrom("")).toBeNull();
    expect(paymentReferenceFrom(null)).toBeNull();
  });

  it("asks the checkout only for the e-mail; PSE for its fields, the document types the gateway takes and both acceptances", () => {
    expect(paymentInputProblems({ method: "checkout", email: "a@correo.co", contractNumber: "1002003004" })).toEqual({});
    const pse = {
      method: "pse",
      bank: "1007",
      personType: "natural",
      documentType: "PEP",
      documentNumber: "123456789012345",
      email: "a@correo.co",
      contractNumber: "1002003004",
    } as const;
    expect(paymentInputProblems(pse)).toEqual({});
    expect(paymentInputProblems(pse, undefined, { documentTypes: ["CC", "PPT"], acceptance: true })).toEqual({
      documentType: PAYMENT_INPUT_MESSAGES.documentTypeRefused,
      acceptTerms: PAYMENT_INPUT_MESSAGES.acceptTerms,
      acceptPersonalData: PAYMENT_INPUT_MESSAGES.acceptPersonalData,
    });
    expect(
      paymentInputProblems({ ...pse, documentType: "PPT", documentNumber: "1234567", acceptTerms: true, acceptPersonalData: true }, undefined, {
        documentTypes: ["CC", "PPT"],
        acceptance: true,
      }),
    ).toEqual({});
  });
});
