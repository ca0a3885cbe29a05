import "@testing-library/jest-dom";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router-dom";
import { StoresProvider } from "../../src/app/StoresContext";
import type { DocumentsAdminApi } from "../../src/features/documents-admin/documentsApi";
import DocumentsAdminView from "../../src/features/documents-admin/views/DocumentsAdminView";
import { MemoryStorage } from "../../src/services/storage";
import type { AdminDocument } from "../../src/shared/documents";
import { demoSessionUser } from "../fixtures/sessionUser";
import { testStores } from "../helpers";

function doc(over: Partial<AdminDocument> = {}): AdminDocument {
  const id = over.id ?? "11111111-1111-4111-8111-111111111111";
  return {
    id,
    title: "Plan anual de adquisiciones 2026",
    description: "",
    section: 3,
    documentDate: "2026-01-30",
    periodStart: null,
    periodEnd: null,
    area: "Secretaría General",
    format: "CSV",
    language: "es",
    url: `/documentos/${id}/plan-anual-adquisiciones-2026.csv`,
    replacesId: null,
    replacedById: null,
    status: "published",
    sizeBytes: 2048,
    sha256: "a".repeat(64),
    publishedAt: "2026-01-30T17:00:00.000Z",
    withdrawnAt: null,
    withdrawnReason: null,
    slug: "plan-anual-adquisiciones-2026",
    version: 1,
    createdByEmail: "",
    createdAt: "2026-01-30T17:00:00.000Z",
    updatedAt: "2026-01-30T17:00:00.000Z",
    withdrawnByEmail: null,
    legacyFile: "annual-plan-2026.csv",
    versions: [],
    ...over,
  };
}

const refusal = (status: number, message: string, fields: Record<string, string>) =>
  Object.assign(new Error(message), { response: { status, data: { message, code: "VALIDATION_ERROR", fields } } });

let mockApi: DocumentsAdminApi;
jest.mock("../../src/features/documents-admin/documentsApi", () => ({ createDocumentsAdminApi: () => mockApi }));

function renderView() {
  const storage = new MemoryStorage();
  storage.set("token", "t");
  storage.set("sessionUser", JSON.stringify({ signedIn: true, user: { ...demoSessionUser, roles: ["USER", "EDITOR"] } }));
  const { stores } = testStores({ storage, siteSettingsFetch: async () => ({}) });
  return render(
    <StoresProvider stores={stores}>
      <IntlProvider locale="es-CO" defaultLocale="es-CO" messages={{}}>
        <MemoryRouter initialEntries={["/admin/documentos"]}>
          <DocumentsAdminView />
        </MemoryRouter>
      </IntlProvider>
    </StoresProvider>,
  );
}

describe("/admin/documentos (issue 35 §2)", () => {
  beforeEach(() => {
    const current = doc();
    mockApi = {
      list: jest.fn(async () => ({
        items: [
          current,
          doc({
            id: "22222222-2222-4222-8222-222222222222",
            title: "Informe retirado",
            status: "withdrawn",
            withdrawnAt: "2026-02-01T15:00:00.000Z",
            withdrawnReason: "Datos personales",
            withdrawnByEmail: "editora@emsp.example",
            legacyFile: null,
          }),
        ],
        total: 2,
      })),
      upload: jest.fn(async () => {
        throw refusal(400, "Revise el campo «formato»: indicó el formato XLSX, pero el contenido del archivo es PDF.", {
          format: "Indicó el formato XLSX, pero el contenido del archivo es PDF. Corrija el formato o el archivo.",
        });
      }),
      replace: jest.fn(async () => doc({ id: "33333333-3333-4333-8333-333333333333" })),
      withdraw: jest.fn(async () => ({ ...current, status: "withdrawn" as const })),
      update: jest.fn(async () => {
        throw Object.assign(new Error("stale"), {
          response: { status: 409, data: { code: "STALE_VERSION", message: "Otra persona guardó cambios en este documento mientras usted lo editaba." } },
        });
      }),
    };
  });

  it("lists the documents with their state, the withdrawal record and the former address", async () => {
    renderView();
    expect(await screen.findByRole("heading", { level: 1, name: "Biblioteca de documentos" })).toBeInTheDocument();
    expect(await screen.findByText("2 documentos")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Abrir Plan anual de adquisiciones 2026 (CSV)" })).toHaveAttribute(
      "href",
      "/documentos/11111111-1111-4111-8111-111111111111/plan-anual-adquisiciones-2026.csv",
    );
    expect(screen.getByText("Dirección anterior: /docs/annual-plan-2026.csv")).toBeInTheDocument();
    expect(screen.getByText(/Motivo: Datos personales/)).toBeInTheDocument();
    // A withdrawn document has neither a link nor actions.
    expect(screen.queryByRole("button", { name: "Retirar «Informe retirado»" })).not.toBeInTheDocument();
  });

  it("shows the server's refusal under the field it names", async () => {
    renderView();
    await screen.findByText("2 documentos");
    fireEvent.change(screen.getByLabelText(/^Título/), { target: { value: "Estados financieros 2025" } });
    fireEvent.click(screen.getByRole("button", { name: "Publicar documento" }));
    await waitFor(() => expect(screen.getAllByRole("alert").some((a) => a.textContent?.includes("«formato»"))).toBe(true));
    expect(screen.getByText("Indicó el formato XLSX, pero el contenido del archivo es PDF. Corrija el formato o el archivo.")).toBeInTheDocument();
    const sent = (mockApi.upload as jest.Mock).mock.calls[0][0] as FormData;
    expect(sent.get("title")).toBe("Estados financieros 2025");
    expect(sent.get("language")).toBe("es");
  });

  it("withdraws a document with the reason written", async () => {
    renderView();
    await screen.findByText("2 documentos");
    fireEvent.click(screen.getByRole("button", { name: "Retirar «Plan anual de adquisiciones 2026»" }));
    const form = screen.getByRole("form", { name: "Retirar «Plan anual de adquisiciones 2026»" });
    fireEvent.change(within(form).getByLabelText(/^Motivo del retiro/), { target: { value: "Cifras equivocadas" } });
    fireEvent.click(within(form).getByRole("button", { name: "Retirar el documento" }));
    await waitFor(() => expect(mockApi.withdraw).toHaveBeenCalledWith("11111111-1111-4111-8111-111111111111", "Cifras equivocadas"));
    expect(await screen.findByText(/Se retiró «Plan anual de adquisiciones 2026»\./)).toBeInTheDocument();
  });

  it("corrects a document's metadata with the version read, and says so when someone saved first", async () => {
    renderView();
    await screen.findByText("2 documentos");
    fireEvent.click(screen.getByRole("button", { name: "Corregir datos de «Plan anual de adquisiciones 2026»" }));
    const form = screen.getByRole("form", { name: "Corregir datos de «Plan anual de adquisiciones 2026»" });
    fireEvent.change(within(form).getByLabelText(/^Área responsable/), { target: { value: "Dirección Logística" } });
    fireEvent.click(within(form).getByRole("button", { name: "Guardar los datos" }));
    await waitFor(() =>
      expect(mockApi.update).toHaveBeenCalledWith(
        "11111111-1111-4111-8111-111111111111",
        expect.objectContaining({ area: "Dirección Logística", section: 3, version: 1 }),
      ),
    );
    expect(await within(form).findByRole("alert")).toHaveTextContent("Otra persona guardó cambios");
  });
});
