import "@testing-library/jest-dom";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { runInAction } from "mobx";
import { observer } from "mobx-react-lite";
import type { ReactNode } from "react";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router-dom";
import { StoresProvider } from "../../src/app/StoresContext";
import { LegalLine } from "../../src/app/layouts/Footer";
import ConsentBanner, { DATA_POLICY_PATH } from "../../src/components/ConsentBanner";
import { AnalyticsConsent } from "../../src/services/tracking/consent";
import { MemoryStorage } from "../../src/services/storage";
import { ANALYTICS_CONSENT_KEY, ANALYTICS_POLICY_VERSION } from "../../src/shared/constants";
import { testStores } from "../helpers";

function wrap(children: ReactNode, stores = testStores().stores) {
  return (
    <StoresProvider stores={stores}>
      <IntlProvider locale="es-CO" defaultLocale="es-CO" messages={{}}>
        <MemoryRouter>{children}</MemoryRouter>
      </IntlProvider>
    </StoresProvider>
  );
}

/** What RootLayout's slot does: the banner while the choice is open. */
const Slot = observer(function Slot({ consent }: { consent: AnalyticsConsent }) {
  return consent.open ? <ConsentBanner consent={consent} /> : null;
});

describe("ConsentBanner (Ley 1581 de 2012)", () => {
  it("is a labelled region with two equal choices and the data policy", () => {
    const consent = new AnalyticsConsent(new MemoryStorage(), () => undefined);
    render(wrap(<Slot consent={consent} />));
    const region = screen.getByRole("region", { name: "Cookies de analítica" });
    const accept = screen.getByRole("button", { name: "Aceptar" });
    const reject = screen.getByRole("button", { name: "Rechazar" });
    expect(region).toContainElement(accept);
    expect(accept.className).toBe(reject.className); // same look: refusing is as easy as accepting
    expect(screen.getByRole("link", { name: "Política de protección de datos personales" })).toHaveAttribute("href", DATA_POLICY_PATH);
    expect(region).not.toHaveFocus(); // shown on its own: it does not take the focus
  });

  it("records a refusal with its date and policy version and goes away", () => {
    const storage = new MemoryStorage();
    const changes: boolean[] = [];
    const consent = new AnalyticsConsent(
      storage,
      (a) => changes.push(a),
      () => new Date("2026-03-02T15:00:00Z"),
    );
    render(wrap(<Slot consent={consent} />));
    fireEvent.click(screen.getByRole("button", { name: "Rechazar" }));
    expect(screen.queryByRole("region", { name: "Cookies de analítica" })).toBeNull();
    expect(JSON.parse(storage.get(ANALYTICS_CONSENT_KEY)!)).toEqual({
      accepted: false,
      at: "2026-03-02T15:00:00.000Z",
      policyVersion: ANALYTICS_POLICY_VERSION,
    });
    expect(changes).toEqual([false]);
  });

  it("reopened from the footer, takes the focus and gives it back after the choice", () => {
    const storage = new MemoryStorage();
    storage.set(ANALYTICS_CONSENT_KEY, JSON.stringify({ accepted: false, at: "2026-01-01T00:00:00.000Z", policyVersion: ANALYTICS_POLICY_VERSION }));
    const changes: boolean[] = [];
    const consent = new AnalyticsConsent(storage, (a) => changes.push(a));
    const { stores } = testStores();
    runInAction(() => stores.metrics.consent.set(consent));
    render(
      wrap(
        <>
          <LegalLine />
          <Slot consent={consent} />
        </>,
        stores,
      ),
    );
    expect(screen.queryByRole("region", { name: "Cookies de analítica" })).toBeNull();
    const preferences = screen.getByRole("button", { name: "Preferencias de cookies" });
    preferences.focus();
    act(() => {
      fireEvent.click(preferences);
    });
    const region = screen.getByRole("region", { name: "Cookies de analítica" });
    expect(region).toHaveFocus();
    fireEvent.click(screen.getByRole("button", { name: "Aceptar" }));
    expect(changes).toEqual([true]);
    expect(preferences).toHaveFocus();
  });

  it("offers no cookie preferences in the footer without Application Insights", () => {
    render(wrap(<LegalLine />));
    expect(screen.queryByRole("button", { name: "Preferencias de cookies" })).toBeNull();
  });
});
