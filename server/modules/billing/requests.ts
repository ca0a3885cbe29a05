import {
  BILLING_SERVICES,
  CONTRACT_USES,
  DIGITAL_BILL_TERMS_VERSION,
  type ConnectionRequestInput,
  type ConnectionRequestReceipt,
  type Contract,
  type DigitalBillInput,
} from "../../../src/shared/billing";
import { bogotaDay } from "../../../src/shared/time";
import { canonicalPhone, normalizeEmail, validateEmail, validatePhone } from "../../../src/shared/validation";
import { digitalBillEmail } from "../../mail/templates";
import * as auth from "../auth/repository";
import { BILLING_MESSAGES, brandOf, invalid, type BillingContext } from "./context";
import { presentConnectionReceipt } from "./presenter";
import * as repo from "./repository";
import type { CustomerBilling } from "./service";

/** What an account asks of a contract or for a new one: the digital bill, and connection requests. */
export class AccountRequests {
  constructor(
    private readonly ctx: BillingContext,
    private readonly contracts: Pick<CustomerBilling, "ownContract" | "contract">,
  ) {}

  /** Enrols or cancels the digital bill; the confirmation goes to the address given. */
  async setDigitalBill(userId: string, contractId: string, input: DigitalBillInput): Promise<Contract> {
    const contract = await this.contracts.ownContract(userId, contractId);
    if (!input.enrolled) {
      await repo.setDigitalBill(this.ctx.db, contract.id, null);
      return this.contracts.contract(userId, contract.id);
    }
    const fields: Record<string, string> = {};
    const emailProblem = validateEmail(input.email ?? "");
    if (emailProblem) fields.email = emailProblem;
    if (input.acceptTerms !== true) fields.acceptTerms = BILLING_MESSAGES.termsRequired;
    if (Object.keys(fields).length > 0) throw invalid(fields);
    const email = normalizeEmail(input.email!);
    const mail = digitalBillEmail(brandOf(this.ctx.config), contract, DIGITAL_BILL_TERMS_VERSION);
    // Issue 31: the enrolment and its confirmation commit together; an address other than the
    // account's own verified one has not asked for it, so the confirmation counts against its cap.
    const own = await this.ownVerifiedEmail(userId);
    await this.ctx.mailer.transaction(async (tx) => {
      await repo.setDigitalBill(tx, contract.id, { email, termsVersion: DIGITAL_BILL_TERMS_VERSION });
      await this.ctx.mailer.enqueue(tx, { ...mail, to: email, kind: "digital_bill_enrolled", unsolicited: email !== own });
    });
    return this.contracts.contract(userId, contract.id);
  }

  /** The account's e-mail when it is verified, else null. */
  private async ownVerifiedEmail(userId: string): Promise<string | null> {
    const user = await auth.findUserById(this.ctx.db, userId);
    return user?.is_email_verified ? user.email : null;
  }

  /** A request for a new connection, numbered SOL-YYYY-NNNNNN in order within the year. */
  async requestConnection(userId: string, input: ConnectionRequestInput): Promise<ConnectionRequestReceipt> {
    const fields: Record<string, string> = {};
    if (input.address.trim().length < 5) fields.address = "Escriba la dirección del predio, por ejemplo Cl. 30A # 76-45.";
    if (input.barrio.trim() === "") fields.barrio = "Escriba el barrio o la vereda.";
    if (input.municipality.trim() === "") fields.municipality = "Escriba el municipio.";
    if (!(CONTRACT_USES as readonly string[]).includes(input.use)) fields.use = "Elija el uso del predio.";
    if (input.services.length === 0 || input.services.some((s) => !(BILLING_SERVICES as readonly string[]).includes(s))) {
      fields.services = "Elija al menos un servicio.";
    }
    const phone = validatePhone(input.phone);
    if (phone) fields.phone = phone;
    if (Object.keys(fields).length > 0) throw invalid(fields);
    const year = bogotaDay(this.ctx.now().getTime()).slice(0, 4);
    const stored = await this.ctx.db.transaction((tx) =>
      repo.insertConnectionRequest(tx, year, {
        userId,
        address: input.address.trim(),
        barrio: input.barrio.trim(),
        municipality: input.municipality.trim(),
        use: input.use,
        services: [...new Set(input.services)],
        phone: canonicalPhone(input.phone),
        notes: (input.notes ?? "").trim(),
      }),
    );
    return presentConnectionReceipt(stored);
  }
}
