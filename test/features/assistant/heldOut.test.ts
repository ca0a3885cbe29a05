import { loadPageContent } from "../../../src/content/loader";
import { answer, type AssistantContext } from "../../../src/features/assistant/assistant";
import { assistantIndexData } from "../../../src/features/assistant/documents";
import { AssistantEngine } from "../../../src/features/assistant/engine";
import { brandRouteDetails } from "../../../src/routing/routeDetails";
import { DEFAULT_SETTINGS } from "../../../src/shared/siteSettings";
import { testStores } from "../../helpers";
import { HELD_OUT_QUESTIONS } from "./heldOut";
import { ASSISTANT_QUESTIONS } from "./questions";

const { stores } = testStores();
let engine: AssistantEngine;
const ctx: AssistantContext = { settings: { ...DEFAULT_SETTINGS }, cuts: [] };

beforeAll(async () => {
  const data = await assistantIndexData(stores.routes.routes, brandRouteDetails("EMSP E.S.P."), loadPageContent, { brand: "EMSP E.S.P.", brandLong: "EMSP" });
  engine = new AssistantEngine(data, (k) => stores.routes.byKey(k));
});

/** Issue 33 §1: questions the engine was never tuned on. */
describe("the held-out questions", () => {
  it("are at least 40, and none is in the tuning set", () => {
    expect(HELD_OUT_QUESTIONS.length).toBeGreaterThanOrEqual(40);
    const tuning = new Set(ASSISTANT_QUESTIONS.map((x) => x.q.toLowerCase()));
    expect(HELD_OUT_QUESTIONS.filter((x) => tuning.has(x.q.toLowerCase()))).toEqual([]);
  });

  it("get the page a person needs first for at least 90 %", () => {
    const wrong = HELD_OUT_QUESTIONS.map((x) => ({ ...x, got: answer(x.q, engine, ctx).links[0]?.path })).filter((x) => x.got !== x.page);
    const share = 1 - wrong.length / HELD_OUT_QUESTIONS.length;
    console.log(
      `Preguntas reservadas: ${HELD_OUT_QUESTIONS.length - wrong.length} de ${HELD_OUT_QUESTIONS.length} (${(share * 100).toFixed(1)} %)` +
        wrong.map((w) => `\n  ${w.q} → ${w.got} (esperada ${w.page})`).join(""),
    );
    expect(share).toBeGreaterThanOrEqual(0.9);
  });
});
