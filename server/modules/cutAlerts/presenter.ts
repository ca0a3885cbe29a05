import { CUT_SERVICES } from "../../../src/shared/news";
import type { CutAlertSubscription } from "../../../src/shared/cutAlerts";
import type { SubscriptionRow } from "./repository";

/** A subscription as its owner sees it: the area as typed, the services and the state. */
export function presentSubscription(row: SubscriptionRow): CutAlertSubscription {
  return {
    area: row.area,
    services: CUT_SERVICES.filter((s) => row.services.includes(s)),
    status: row.status,
  };
}
