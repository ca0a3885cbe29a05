import "@testing-library/jest-dom";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { ToastContainer, toast } from "react-toastify";
import { ToastService, toastDuration, type ToastRequest } from "../../src/stores/ToastService";
import { showWith, toastifyDriver, TOAST_CONTAINER_PROPS } from "../../src/services/toastDriver";

describe("ToastService (spec §4, §9)", () => {
  it("uses 4 s by default, 2 s for success, 4 s for error, and keeps loading until dismissed", () => {
    expect(toastDuration("blank")).toBe(4000);
    expect(toastDuration("custom")).toBe(4000);
    expect(toastDuration("success")).toBe(2000);
    expect(toastDuration("error")).toBe(4000);
    expect(toastDuration("loading")).toBe(false);
    const shown: ToastRequest[] = [];
    const service = new ToastService({ show: (r) => void shown.push(r), dismiss: () => undefined });
    service.success("Pago registrado");
    service.loading("Procesando…");
    expect(shown.map((s) => [s.type, s.autoClose])).toEqual([
      ["success", 2000],
      ["loading", false],
    ]);
  });

  it("shows toasts top-right, at most 20, success in green and error in red", async () => {
    expect(TOAST_CONTAINER_PROPS.position).toBe("top-right");
    expect(TOAST_CONTAINER_PROPS.limit).toBe(20);
    expect(TOAST_CONTAINER_PROPS.theme).toBe("colored");
    render(<ToastContainer {...TOAST_CONTAINER_PROPS} />);
    await act(async () => {
      showWith(toast, { type: "success", content: "Pago aprobado", autoClose: 2000, toastId: "t1" });
      showWith(toast, { type: "error", content: "Pago rechazado", autoClose: 4000, toastId: "t2" });
    });
    const ok = await screen.findByText("Pago aprobado");
    const bad = await screen.findByText("Pago rechazado");
    expect(ok.closest(".Toastify__toast")).toHaveClass("Toastify__toast--success");
    expect(bad.closest(".Toastify__toast")).toHaveClass("Toastify__toast--error");
    expect(document.querySelector(".Toastify__toast-container--top-right")).not.toBeNull();
  });
});

describe("ToastService keeps at most 20 toasts (spec §4, §9; issue 33)", () => {
  /** Lets react-toastify finish what a dismissal started: the exit animation's end removes the toast. */
  async function settle() {
    await act(async () => {
      for (let i = 0; i < 3; i++) {
        for (const el of Array.from(document.querySelectorAll(".Toastify__toast"))) fireEvent.animationEnd(el);
        await Promise.resolve();
      }
    });
  }

  it("drops the oldest for a 21st, even behind 20 loading toasts that never close", async () => {
    render(<ToastContainer {...TOAST_CONTAINER_PROPS} />);
    const service = new ToastService(toastifyDriver(async () => toast));
    await act(async () => {
      for (let i = 1; i <= 20; i++) service.loading(`Cargando ${i}`);
    });
    await settle();
    expect(await screen.findByText("Cargando 20")).toBeInTheDocument();
    expect(document.querySelectorAll(".Toastify__toast")).toHaveLength(20);
    await act(async () => {
      service.error("Pago rechazado");
    });
    await settle();
    // The newest is on screen and the oldest is gone: never more than 20 at once.
    expect(await screen.findByText("Pago rechazado")).toBeInTheDocument();
    expect(screen.queryByText("Cargando 1")).not.toBeInTheDocument();
    expect(screen.getByText("Cargando 2")).toBeInTheDocument();
    expect(document.querySelectorAll(".Toastify__toast")).toHaveLength(20);
    expect(service.count).toBe(20);
  });

  it("does not count toasts that have already left", () => {
    const shown: string[] = [];
    const dismissed: (string | undefined)[] = [];
    let removed: (id: string) => void = () => undefined;
    const service = new ToastService({
      show: (r) => void shown.push(r.toastId),
      dismiss: (id) => void dismissed.push(id),
      onRemoved: (listener) => void (removed = listener),
    });
    const first = service.success("Guardado");
    removed(first); // timed out on its own
    for (let i = 0; i < 20; i++) service.blank(`Aviso ${i}`);
    expect(dismissed).toEqual([]);
    const extra = service.blank("Aviso 21");
    expect(dismissed).toEqual([shown[1]]);
    expect(shown.at(-1)).toBe(extra);
    expect(service.count).toBe(20);
  });
});
