import "@testing-library/jest-dom";
import type { ReactElement } from "react";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router-dom";
import { StoresProvider } from "../../../src/app/StoresContext";
import { claimHref } from "../../../src/features/account/parts/claimHref";
import ConsultRequestWidget from "../../../src/features/pqrs/views/ConsultRequestWidget";
import { PqrsForm } from "../../../src/features/pqrs/parts/PqrsForm";
import PqrsInfoView from "../../../src/features/pqrs/views/PqrsInfoView";
import type { TrackedCase } from "../../../src/shared/pqrs";
import { testStores } from "../../helpers";

// The customer-service calls are the boundary here: a stand-in records what tracking asks for and
// answers as the server does (a failure report by number alone; anything else needs the document).
const track = jest.fn<Promise<TrackedCase>, [string, string]>();
jest.mock("../../../src/features/pqrs/pqrsApi", () => ({
  createPqrsApi: () => ({ track: (radicado: string, document: string) => track(radicado, document) }),
}));

// The "No soy un robot" widget cannot run in jsdom (see accountForms.test.tsx); these tests never file.
jest.mock("../../../src/components/captcha/AltchaWidget", () => ({ __esModule: true, default: () => null }));

const FAL = "FAL-2026-000004";

function fault(radicado: string): TrackedCase {
  return {
    id: "c1",
    radicado,
    kind: "falla",
    type: null,
    service: "energia",
    subject: "Cable o poste caído en Calle 30 # 72-05, Belén",
    status: "radicada",
    filedAt: "2026-11-20T15:00:00.000Z",
    dueDate: null,
    termDays: null,
    originalDueDate: null,
    extension: null,
    response: null,
    closedAt: null,
    cun: null,
    attachments: 1,
    events: [{ at: "2026-11-20T15:00:00.000Z", kind: "radicada", note: null }],
  } as unknown as TrackedCase;
}

function renderAt(page: ReactElement, path: string) {
  const { stores } = testStores();
  render(
    <StoresProvider stores={stores}>
      <IntlProvider locale="es-CO" defaultLocale="es-CO" messages={{}}>
        <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
      </IntlProvider>
    </StoresProvider>,
  );
  return stores;
}

beforeEach(() => {
  track.mockReset();
  track.mockImplementation(async (radicado) => fault(radicado));
});

describe("tracking a failure report by its number alone (issue 21)", () => {
  it("shows the report the receipt's link names, without asking for a document", async () => {
    renderAt(<PqrsInfoView />, `/pqr?radicado=${FAL}`);
    expect(await screen.findByRole("heading", { name: `Solicitud ${FAL}` })).toBeInTheDocument();
    expect(track).toHaveBeenCalledWith(FAL, "");
    expect(screen.getByLabelText(/^Número de radicado/)).toHaveValue(FAL);
  });

  it("looks a FAL number up with «Consultar» and the document left empty", async () => {
    renderAt(<ConsultRequestWidget />, "/energia/consultRequest");
    fireEvent.change(screen.getByLabelText(/^Número de radicado/), { target: { value: "fal-2026-000004" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Consultar" }));
    });
    expect(screen.queryByRole("link", { name: /documento o el código de consulta/ })).toBeNull();
    expect(await screen.findByRole("heading", { name: `Solicitud ${FAL}` })).toBeInTheDocument();
    expect(track).toHaveBeenCalledWith(FAL, "");
  });

  it("says so when the number the link names does not exist, without blaming a document", async () => {
    track.mockRejectedValue(Object.assign(new Error("Request failed with status code 404"), { response: { status: 404 } }));
    renderAt(<PqrsInfoView />, `/pqr?radicado=${FAL}`);
    expect(await screen.findByRole("alert")).toHaveTextContent("No encontramos un reporte con ese número de radicado. Revíselo.");
    expect(screen.getByLabelText(/^Número de documento o código de consulta/)).not.toBeRequired();
  });

  it("still asks for the document of a PQRS, and looks nothing up from its link alone", async () => {
    renderAt(<PqrsInfoView />, "/pqr?radicado=PQRS-2026-000123");
    await waitFor(() => expect(screen.getByLabelText(/^Número de radicado/)).toHaveValue("PQRS-2026-000123"));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Consultar" }));
    });
    expect(screen.getByRole("link", { name: "Escriba el número de documento o el código de consulta." })).toHaveAttribute("href", "#track-document");
    expect(track).not.toHaveBeenCalled();
  });
});

describe("«Reclamar este cobro» names the line's service (issue 21)", () => {
  it("builds the claim link with the contract, invoice, concept and service", () => {
    const href = claimHref({ contractNumber: "1002003001", number: "FV-2026-000123" }, { concept: "Consumo de agua", service: "acueducto" });
    const url = new URL(href, "https://portal.example");
    expect(url.pathname).toBe("/dashboard/add-pqrs");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tipo: "reclamo",
      contrato: "1002003001",
      factura: "FV-2026-000123",
      concepto: "Consumo de agua",
      servicio: "acueducto",
    });
  });

  it("pre-selects Servicio in the form the link opens", async () => {
    const href = claimHref(
      { contractNumber: "1002003001", number: "FV-2026-000123" },
      { concept: "Cargo fijo de telecomunicaciones", service: "telecomunicaciones" },
    );
    renderAt(<PqrsForm mode="customer" />, href);
    const service = screen.getByLabelText(/^Servicio/);
    await waitFor(() => expect(service).toHaveValue("telecomunicaciones"));
    expect(screen.getByRole("option", { name: "Telecomunicaciones" })).toHaveProperty("selected", true);
    expect(screen.getByLabelText(/^Número de factura/)).toHaveValue("FV-2026-000123");
  });

  it("ignores a service the form does not offer", async () => {
    renderAt(<PqrsForm mode="customer" />, "/dashboard/add-pqrs?tipo=reclamo&contrato=1002003001&factura=FV-2026-000123&concepto=X&servicio=gas");
    await waitFor(() => expect(screen.getByLabelText(/^Número de factura/)).toHaveValue("FV-2026-000123"));
    expect(screen.getByLabelText(/^Servicio/)).toHaveValue("");
  });
});
