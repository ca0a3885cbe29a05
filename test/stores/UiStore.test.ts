import { UiStore } from "../../src/stores/UiStore";

describe("UiStore navigation drawer (issue 21)", () => {
  it("is closed and not requested until the menu button is used; closing keeps its code mounted", () => {
    const ui = new UiStore();
    expect(ui.navOpen).toBe(false);
    expect(ui.navRequested).toBe(false);
    ui.openNav();
    expect(ui.navOpen).toBe(true);
    expect(ui.navRequested).toBe(true);
    ui.closeNav();
    expect(ui.navOpen).toBe(false);
    expect(ui.navRequested).toBe(true);
  });
});
