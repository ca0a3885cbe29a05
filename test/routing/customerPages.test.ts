import { featureRoutes } from "../../src/routing/route";
import { CustomerPage } from "../../src/components/Page";
import { testStores } from "../helpers";

/**
 * Issue 37: a customer's screens (the dashboard area) all start from the customer's contracts,
 * asked for with the route by the page itself (CustomerPage.prefetch), which main.tsx also runs for
 * a saved session's landing before the app has rendered: no other place asks for them first.
 */
describe("customer pages", () => {
  const pages = featureRoutes.map((def) => ({ def, page: new (def.component as unknown as new (props: object) => { prefetch?: unknown })({}) }));

  it("are exactly the dashboard area's pages", () => {
    const dashboard = pages.filter(({ def }) => def.area === "dashboard");
    expect(dashboard.length).toBeGreaterThan(10);
    for (const { def, page } of pages) expect([def.key, page instanceof CustomerPage]).toEqual([def.key, def.area === "dashboard"]);
  });

  it("each asks for the customer's contracts with its route", () => {
    for (const { def, page } of pages.filter((p) => p.page instanceof CustomerPage)) {
      const { stores } = testStores();
      const loadAccount = jest.spyOn(stores, "loadAccount").mockReturnValue(new Promise(() => undefined));
      void (page as CustomerPage).prefetch(stores);
      expect([def.key, loadAccount.mock.calls.length]).toEqual([def.key, 1]);
    }
  });
});
