import { brandRouteDetails, routeDetails } from "../../src/routing/routeDetails";

describe("route details", () => {
  it("name the company by BRAND_NAME, never by a written-in brand (DESIGN §1)", () => {
    const written = Object.values(routeDetails).filter((d) => /EMSP/.test(d.description));
    expect(written).toEqual([]);
    const branded = brandRouteDetails("Aguas del Valle S.A. E.S.P.");
    const mentions = Object.values(branded).filter((d) => d.description.includes("Aguas del Valle S.A. E.S.P."));
    expect(mentions.length).toBe(Object.values(routeDetails).filter((d) => d.description.includes("{brand}")).length);
    expect(mentions.length).toBeGreaterThan(20);
    expect(Object.values(branded).some((d) => d.description.includes("{brand}"))).toBe(false);
    expect(Object.keys(branded).sort()).toEqual(Object.keys(routeDetails).sort());
  });
});
