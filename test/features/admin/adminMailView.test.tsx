import "@testing-library/jest-dom";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router-dom";
import { StoresProvider } from "../../../src/app/StoresContext";
import type { AdminApi } from "../../../src/features/admin/adminApi";
import { splitLinks } from "../../../src/features/admin/parts/mail/mailText";
import AdminMailView from "../../../src/features/admin/views/AdminMailView";
import { MemoryStorage } from "../../../src/services/storage";
import type { OutboxEntry } from "../../../src/shared/mail";
import { demoSessionUser } from "../../fixtures/sessionUser";
import { testStores } from "../../helpers";
import { fakeAdminApi } from "./adminFakes";

let mockApi: AdminApi = fakeAdminApi();
jest.mock("../../../src/features/admin/adminApi", () => ({ createAdminApi: () => mockApi }));

const ORIGIN = "http://127.0.0.1:8080";
const LINK = `${ORIGIN}/verify-email?token=abc_DEF-123`;

function message(overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    id: "m-1",
    to: "mariana@correo.example",
    subject: "Confirme su correo en EMSP E.S.P.",
    text: `Hola, Mariana:\n\nPara confirmar su correo abra este enlace: ${LINK}.\n\nGracias.`,
    link: LINK,
    kind: "verify-email",
    state: "kept",
    attempts: 0,
    lastError: null,
    nextAttemptAt: null,
    sentAt: null,
    createdAt: "2026-11-26T15:00:00.000Z",
    ...overrides,
  };
}

function renderView() {
  const storage = new MemoryStorage();
  storage.set("token", "t");
  storage.set("sessionUser", JSON.stringify({ signedIn: true, user: { ...demoSessionUser, roles: ["SUPER_ADMIN"] } }));
  const { stores } = testStores({ storage, siteSettingsFetch: async () => ({}) });
  return render(
    <StoresProvider stores={stores}>
      <IntlProvider locale="es-CO" defaultLocale="es-CO" messages={{}}>
        <MemoryRouter initialEntries={["/admin/correo"]}>
          <AdminMailView />
        </MemoryRouter>
      </IntlProvider>
    </StoresProvider>,
  );
}

describe("splitLinks", () => {
  it("cuts the text into text and links, leaving a sentence's full stop out of the link", () => {
    expect(splitLinks(`Abra ${LINK}. Gracias`, [ORIGIN])).toEqual([
      { kind: "text", text: "Abra " },
      { kind: "link", href: LINK },
      { kind: "text", text: ". Gracias" },
    ]);
    expect(splitLinks("Sin enlaces", [ORIGIN])).toEqual([{ kind: "text", text: "Sin enlaces" }]);
  });

  it("makes links of the portal's own addresses only (issue 31 §5)", () => {
    const text = `Vea https://estafa.example/premio, ${ORIGIN}.estafa.example/x, ${ORIGIN}@estafa.example/y y ${LINK}`;
    expect(splitLinks(text, [ORIGIN]).filter((p) => p.kind === "link")).toEqual([{ kind: "link", href: LINK }]);
    expect(
      splitLinks(text, [ORIGIN])
        .map((p) => (p.kind === "link" ? p.href : p.text))
        .join(""),
    ).toBe(text);
  });
});

describe("AdminMailView (/admin/correo)", () => {
  it("lists the outbox, filters by recipient and state, and opens a message with its link clickable", async () => {
    const failed = message({
      id: "m-2",
      to: "otro@correo.example",
      subject: "Su PQRS fue radicada",
      state: "failed",
      attempts: 5,
      lastError: "550 buzón inexistente",
      link: null,
      text: "Radicado 2026-000123.",
    });
    mockApi = fakeAdminApi({ mailOutbox: jest.fn(async (q) => ({ messages: q.to ? [message()] : [failed, message()], origin: ORIGIN })) });
    renderView();
    const list = await screen.findByRole("list", { name: "Correos, los más recientes primero" });
    // Issue 33: titled by what it lists, never "Correo enviado" for mail that was not sent.
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^Correo del portal$/);
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(within(list).getByText("Fallido")).toBeInTheDocument();
    expect(within(list).getByText(/550 buzón inexistente/)).toBeInTheDocument();
    expect(within(list).getByText("5 intentos")).toBeInTheDocument();
    expect(mockApi.mailOutbox).toHaveBeenLastCalledWith({});

    fireEvent.change(screen.getByRole("textbox", { name: "Destinatario" }), { target: { value: " mariana@correo.example " } });
    fireEvent.change(screen.getByRole("combobox", { name: "Estado" }), { target: { value: "kept" } });
    fireEvent.click(screen.getByRole("button", { name: "Aplicar filtros" }));
    await waitFor(() => expect(mockApi.mailOutbox).toHaveBeenLastCalledWith({ to: "mariana@correo.example", state: "kept" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(1));
    expect(screen.getByRole("status")).toHaveTextContent("1 correo con estos filtros");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^Correo guardado sin enviar$/);
    for (const [state, title] of [
      ["pending", "Correo pendiente de envío"],
      ["sent", "Correo enviado"],
      ["failed", "Correo que no se pudo enviar"],
    ]) {
      fireEvent.change(screen.getByRole("combobox", { name: "Estado" }), { target: { value: state } });
      fireEvent.click(screen.getByRole("button", { name: "Aplicar filtros" }));
      await waitFor(() => expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(new RegExp(`^${title}$`)));
    }
    fireEvent.change(screen.getByRole("combobox", { name: "Estado" }), { target: { value: "kept" } });
    fireEvent.click(screen.getByRole("button", { name: "Aplicar filtros" }));
    await waitFor(() => expect(mockApi.mailOutbox).toHaveBeenLastCalledWith({ to: "mariana@correo.example", state: "kept" }));

    fireEvent.click(screen.getByRole("button", { name: "Abrir el correo «Confirme su correo en EMSP E.S.P.» para mariana@correo.example" }));
    const detail = screen.getByRole("region", { name: "Correo: Confirme su correo en EMSP E.S.P." });
    expect(within(detail).getByRole("heading", { level: 2 })).toHaveFocus();
    expect(within(detail).getByRole("link", { name: LINK })).toHaveAttribute("href", LINK);
    expect(within(detail).getByText(/Para confirmar su correo abra este enlace:/)).toBeInTheDocument();
    fireEvent.click(within(detail).getByRole("button", { name: "Cerrar el correo" }));
    expect(screen.queryByRole("region", { name: /^Correo:/ })).not.toBeInTheDocument();
  });

  it("shows addresses outside the portal as plain text, never as links (issue 31 §5)", async () => {
    const planted = message({
      id: "m-3",
      subject: "Radicado PQRS-2026-000001: recibimos su petición",
      text: `Recibimos su petición «Premio en https://estafa.example/cobrar». Consulte el estado: ${ORIGIN}/pqr?radicado=PQRS-2026-000001`,
      link: "https://estafa.example/otro",
      state: "suppressed",
      suppressedReason: "No se envió: este destinatario ya recibió 5 correos no solicitados en la última hora.",
    });
    mockApi = fakeAdminApi({ mailOutbox: jest.fn(async () => ({ messages: [planted], origin: ORIGIN })) });
    renderView();
    const list = await screen.findByRole("list", { name: "Correos, los más recientes primero" });
    expect(within(list).getByText("Suprimido (límite por destinatario)")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: /^Abrir el correo «Radicado PQRS-2026-000001/ }));
    const detail = screen.getByRole("region", { name: /^Correo: Radicado PQRS-2026-000001/ });
    const links = within(detail).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual([`${ORIGIN}/pqr?radicado=PQRS-2026-000001`]);
    expect(within(detail).getByText(/https:\/\/estafa\.example\/cobrar/)).toBeInTheDocument();
    expect(within(detail).getByText("https://estafa.example/otro")).toBeInTheDocument();
    expect(within(detail).getByText(/ya recibió 5 correos no solicitados/)).toBeInTheDocument();
  });

  it("says when the outbox could not be read, and reads it again", async () => {
    mockApi = fakeAdminApi({ mailOutbox: jest.fn().mockRejectedValueOnce(new Error("sin conexión")).mockResolvedValue({ messages: [] }) });
    renderView();
    expect(await screen.findByText("No fue posible cargar los correos.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Intentar de nuevo" }));
    expect(await screen.findByText(/^Aquí aparece cada correo que envía el portal/)).toBeInTheDocument();
  });
});
