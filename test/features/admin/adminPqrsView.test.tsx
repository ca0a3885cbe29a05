import "@testing-library/jest-dom";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { StoresProvider } from "../../../src/app/StoresContext";
import AdminPqrsView from "../../../src/features/admin/views/AdminPqrsView";
import type { AgentCaseDetail, AgentCaseFilter, AgentCaseList, AgentCaseSummary } from "../../../src/shared/pqrs";
import { testStores } from "../../helpers";

const calls: { name: string; args: unknown[] }[] = [];

const SUMMARY = {
  id: "c1",
  radicado: "PQRS-2026-000123",
  kind: "pqrs",
  type: "peticion",
  service: "acueducto",
  subject: "Fuga en la calle",
  applicantName: "Marta Lucía Zapata",
  filedAt: "2026-11-18T15:00:00.000Z",
  dueDate: "2026-12-09",
  businessDaysLeft: 12,
  dueState: "en_termino",
  status: "radicada",
  assignee: null,
} as unknown as AgentCaseSummary;

const DETAIL = {
  ...SUMMARY,
  description: "Hay una fuga frente a la casa.",
  anonymous: false,
  applicant: { name: "Marta Lucía Zapata", documentType: "CC", documentNumber: "43765210", email: "marta@correo.co", phone: "", address: "" },
  contractNumber: null,
  invoiceNumber: null,
  concept: null,
  details: {},
  notificationChannel: "email",
  consent: null,
  attachmentFiles: [{ id: "f1", fileName: "foto-fuga.png", mediaType: "image/png", size: 2048 }],
  termDays: 15,
  originalDueDate: "2026-12-09",
  cun: null,
  response: null,
  extension: null,
  events: [],
  maxExtensionDate: null,
} as unknown as AgentCaseDetail;

function caseList(): AgentCaseList {
  return { items: [SUMMARY], total: 1, page: 1, pageSize: 20, counts: { open: 1, overdue: 0, dueSoon: 0 } };
}

jest.mock("../../../src/features/pqrs/pqrsApi", () => ({
  createPqrsApi: () => ({
    adminList: (filter: AgentCaseFilter) => (calls.push({ name: "adminList", args: [filter] }), Promise.resolve(caseList())),
    adminGet: (id: string) => (calls.push({ name: "adminGet", args: [id] }), Promise.resolve(DETAIL)),
    agents: () => Promise.resolve([{ id: "u1", name: "Ana Agente", email: "ana@example.com" }]),
    respond: (id: string, message: string) => (
      calls.push({ name: "respond", args: [id, message] }),
      Promise.resolve({ ...DETAIL, status: "respondida", response: { at: "2026-11-20T15:00:00.000Z", message } })
    ),
  }),
}));

/** Shows the address's query, so a test can read what the view put there. */
function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}

function renderInbox(path = "/admin/pqrs") {
  const { stores } = testStores();
  render(
    <StoresProvider stores={stores}>
      <IntlProvider locale="es-CO" defaultLocale="es-CO" messages={{}}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="/admin/pqrs"
              element={
                <>
                  <AdminPqrsView />
                  <Search />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    </StoresProvider>,
  );
}

beforeEach(() => {
  calls.length = 0;
});

describe("AdminPqrsView", () => {
  it("lists the cases of the filter in the address, with the counts", async () => {
    renderInbox("/admin/pqrs?status=radicada&q=fuga");
    expect(screen.getByRole("heading", { level: 1, name: "PQRS y solicitudes" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Cargando…");
    expect(await screen.findByRole("button", { name: "Ver el caso PQRS-2026-000123" })).toBeInTheDocument();
    expect(screen.getByText("1 abierta")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("1 caso con estos filtros");
    expect(calls.filter((c) => c.name === "adminList").map((c) => c.args[0])).toEqual([
      { status: "radicada", q: "fuga", page: 1, pageSize: 20, kind: undefined, type: undefined, service: undefined, due: undefined, assigned: undefined },
    ]);
    expect(screen.getByLabelText(/^Buscar/)).toHaveValue("fuga");
  });

  it("opens a case: its heading takes focus; «Volver a la lista» closes it and gives the focus back to its row", async () => {
    renderInbox();
    const open = await screen.findByRole("button", { name: "Ver el caso PQRS-2026-000123" });
    fireEvent.click(open);
    const heading = await screen.findByRole("heading", { level: 2, name: "Caso PQRS-2026-000123" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByTestId("search")).toHaveTextContent("?caso=c1");
    expect(open).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("button", { name: /foto-fuga\.png \(2 KB\)/ })).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Volver a la lista" }));
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Caso PQRS-2026-000123" })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("button", { name: "Ver el caso PQRS-2026-000123" })).toHaveFocus());
  });

  it("answers a case: a preview of what the applicant receives asks for confirmation; then the reply is sent, announced, and the list is read again", async () => {
    renderInbox("/admin/pqrs?caso=c1");
    const detail = await screen.findByRole("region", { name: "Caso PQRS-2026-000123" });
    const reply = "Una cuadrilla reparó la fuga el día de hoy.\n\n  Gracias por avisarnos.  ";
    fireEvent.change(within(detail).getByLabelText(/^Respuesta/), { target: { value: reply } });
    await act(async () => {
      fireEvent.click(within(detail).getByRole("button", { name: "Revisar y enviar" }));
    });
    // Issue 33: nothing goes out on the first click.
    expect(calls.filter((c) => c.name === "respond")).toHaveLength(0);
    // `hidden: true`: in jsdom, tabster's modalizer marks the open dialog aria-hidden about 300 ms after
    // it opens (its focus tracking does not run there), so a loaded machine found nothing; in Chromium
    // the dialog stays in the accessibility tree, and e2e/phone-records.spec.ts reaches it by its role.
    const dialog = await screen.findByRole("alertdialog", { name: "¿Enviar esta respuesta al solicitante?", hidden: true });
    expect(within(dialog).getByText("marta@correo.co")).toBeInTheDocument();
    expect(within(dialog).getByText("Respuesta a su solicitud PQRS-2026-000123")).toBeInTheDocument();
    const letter = within(dialog).getByTestId("reply-preview");
    expect(Array.from(letter.querySelectorAll("p")).map((p) => p.textContent)).toEqual([
      "Una cuadrilla reparó la fuga el día de hoy.",
      "Gracias por avisarnos.",
    ]);

    // «Seguir editando» sends nothing and keeps the text.
    fireEvent.click(await within(dialog).findByRole("button", { name: "Seguir editando", hidden: true }));
    await waitFor(() => expect(screen.queryByRole("alertdialog", { hidden: true })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.name === "respond")).toHaveLength(0);
    expect(within(detail).getByLabelText(/^Respuesta/)).toHaveValue(reply);

    await act(async () => {
      fireEvent.click(within(detail).getByRole("button", { name: "Revisar y enviar" }));
    });
    const again = await screen.findByRole("alertdialog", { hidden: true });
    await act(async () => {
      fireEvent.click(await within(again).findByRole("button", { name: "Enviar respuesta", hidden: true }));
    });
    expect(await screen.findByText(/Se envió la respuesta del caso PQRS-2026-000123\./)).toBeInTheDocument();
    expect(calls.filter((c) => c.name === "respond").map((c) => c.args)).toEqual([["c1", reply.trim()]]);
    await waitFor(() => expect(screen.queryByRole("alertdialog", { hidden: true })).not.toBeInTheDocument());
    await waitFor(() => expect(calls.filter((c) => c.name === "adminList")).toHaveLength(2));
    expect(within(detail).getByText("Respuesta enviada")).toBeInTheDocument();
  });

  it("checks the reply before sending it", async () => {
    renderInbox("/admin/pqrs?caso=c1");
    const detail = await screen.findByRole("region", { name: "Caso PQRS-2026-000123" });
    await act(async () => {
      fireEvent.click(within(detail).getByRole("button", { name: "Revisar y enviar" }));
    });
    expect(within(detail).getByText(/Escriba una respuesta de al menos/)).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(calls.filter((c) => c.name === "respond")).toHaveLength(0);
  });
});
