import type { Db, Queryable } from "../../db/db";
import { HttpError } from "../../http/errors";
import { invalidFields } from "../auth/errors";
import * as billing from "../billing/repository";
import { BILLING_MESSAGES } from "../billing/context";
import * as news from "../news/repository";
import type { NewsRow } from "../news/repository";
import { findBarrio, type Barrio } from "../../../src/shared/barrios";
import { normalizeContractNumber, requiredContractNumberProblem } from "../../../src/shared/billing";
import { cutState, type CutService } from "../../../src/shared/news";
import type { AccountOutages, AffectingCut, OutageAffects, PublicOutage } from "../../../src/shared/outages";
import { collapseSpaces as clean } from "../../../src/shared/text";
import { OUTAGE_MESSAGES } from "./messages";
import * as repo from "./repository";
import type { OutageRow } from "./repository";

/** Programmed cuts not yet ended, all services: a few dozen at most (news publishes them one by one). */
const CUTS_LIMIT = 500;

/**
 * "¿Me afecta?" (issue 36 §2): by barrio or vereda, by contract number, and a signed-in customer's
 * own contracts, from the current incidents and the programmed cuts not yet ended.
 */
export class OutageAffectsService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    /** The incidents as the public sees them (the outage service's presenter, with areas and history). */
    private readonly views: (q: Queryable, rows: readonly OutageRow[]) => Promise<PublicOutage[]>,
  ) {}

  /** The programmed cuts not yet ended at `now` (published ones only), of one service or all. */
  private async openCuts(now: Date, service: CutService | undefined): Promise<NewsRow[]> {
    const { rows } = await news.listPublic(this.db, { now, category: "cortes", upcoming: true, service, limit: CUTS_LIMIT, offset: 0 });
    return rows;
  }

  /**
   * "¿Me afecta?" for one place: the current incidents that cover it (its barrio or vereda, a
   * contract located there, or `contract` named directly) and the cuts among `cuts` whose zones name
   * it (folded and read like the cut alerts: "Centro" is El Centro). `until` is the latest ETR or cut
   * end among them; null when nothing affects the place, and null as well when any incident has no
   * ETR yet: an end we cannot promise is not shown as a time.
   */
  private async answer(
    area: Barrio | null,
    contract: string | null,
    service: CutService | undefined,
    cuts: readonly NewsRow[],
    now: Date,
  ): Promise<OutageAffects> {
    const rows = await repo.currentAffecting(this.db, { areaKey: area?.key ?? null, contract, service: service ?? null });
    const incidents = await this.views(this.db, rows);
    const affecting: AffectingCut[] = area
      ? cuts
          .filter((c) => (c.cut_zones ?? []).some((zone) => findBarrio(zone)?.key === area.key))
          .map((c) => {
            const startsAt = new Date(c.cut_starts_at as Date);
            const endsAt = new Date(c.cut_ends_at as Date);
            return {
              slug: c.slug,
              title: c.title,
              service: c.cut_service as CutService,
              startsAt: startsAt.toISOString(),
              endsAt: endsAt.toISOString(),
              state: cutState(startsAt, endsAt, now),
            };
          })
      : [];
    let until: number | null = null;
    let unknownEnd = false;
    for (const i of incidents) {
      if (i.estimatedRestorationAt === null) unknownEnd = true;
      else until = Math.max(until ?? 0, Date.parse(i.estimatedRestorationAt));
    }
    for (const c of affecting) until = Math.max(until ?? 0, Date.parse(c.endsAt));
    return {
      area: area ? { kind: area.kind, name: area.name } : null,
      incidents,
      cuts: affecting,
      until: unknownEnd || until === null ? null : new Date(until).toISOString(),
    };
  }

  /** GET /api/outages/affects: by barrio or vereda as typed (accents and case do not count); an unknown one is a 400 naming «barrio». */
  async byBarrio(name: string, service?: CutService): Promise<OutageAffects> {
    const area = findBarrio(name);
    if (!area) throw invalidFields({ barrio: OUTAGE_MESSAGES.unknownBarrio(clean(name)) });
    const now = this.now();
    return this.answer(area, null, service, await this.openCuts(now, service), now);
  }

  /**
   * POST /api/outages/affects: the same for a contract's barrio, plus the incidents naming the
   * contract. The answer says nothing else of the contract (no holder, address, services or
   * balance); an unknown number is the invoice lookup's 404.
   */
  async byContract(rawNumber: string, service?: CutService): Promise<OutageAffects> {
    const problem = requiredContractNumberProblem(rawNumber);
    if (problem) throw invalidFields({ contract: problem });
    const number = normalizeContractNumber(rawNumber);
    const contract = await billing.contractByNumber(this.db, number);
    if (!contract) throw new HttpError(404, "NOT_FOUND", BILLING_MESSAGES.lookupNotFound, { contract: BILLING_MESSAGES.lookupNotFound });
    const now = this.now();
    return this.answer(findBarrio(contract.barrio), contract.number, service, await this.openCuts(now, service), now);
  }

  /**
   * GET /api/account/outages: each contract linked to the account, answered at once (all services:
   * the answer by number does not filter by a contract's services either, so both read alike).
   */
  async ofAccount(userId: string): Promise<AccountOutages> {
    const contracts = await billing.contractsOfUser(this.db, userId);
    const now = this.now();
    const cuts = contracts.length > 0 ? await this.openCuts(now, undefined) : [];
    const items: AccountOutages["items"] = [];
    for (const c of contracts) items.push({ contract: c.number, ...(await this.answer(findBarrio(c.barrio), c.number, undefined, cuts, now)) });
    return { items };
  }
}
