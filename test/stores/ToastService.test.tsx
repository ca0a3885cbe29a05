import { act, render, screen } from "@testing-library/react";
import { ToastContainer, toast } from "react-toastify";
import { ToastService, toastDuration, type ToastRequest } from "../../src/stores/ToastService";
import { showWith, TOAST_CONTAINER_PROPS } from "../../src/services/toastDriver";

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
