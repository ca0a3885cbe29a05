import { ClipboardCopy, InvoicesStore, newestFirst } from "../../../src/features/account/InvoicesStore";
import { deferred, detail, fakeBillingApi, httpError, invoice } from "./fakes";

function setup(calls: Parameters<typeof fakeBillingApi>[0] = {}) {
  const saved: [Blob, string][] = [];
  const tracked: [string, string][] = [];
  const store = new InvoicesStore(
    fakeBillingApi(calls),
    (blob, name) => void saved.push([blob, name]),
    (file, page) => void tracked.push([file, page]),
  );
  return { store, saved, tracked };
}

describe("InvoicesStore", () => {
  it("lists a contract's invoices newest first", async () => {
    const invoices = jest.fn().mockResolvedValue([invoice("a", "2026-08"), invoice("b", "2026-10"), invoice("c", "2026-09")]);
    const { store } = setup({ invoices });
    const list = store.list({});
    await list.show("c1");
    expect(invoices).toHaveBeenCalledWith("c1");
    expect(list.value?.map((i) => i.id)).toEqual(["b", "c", "a"]);
    expect(list.status).toBe("ready");
    expect(newestFirst([{ period: "2026-01" }, { period: "2026-02" }])).toEqual([{ period: "2026-02" }, { period: "2026-01" }]);
  });

  it("takes the list asked for with the route, once, for the same contract (issue 37)", async () => {
    const invoices = jest.fn().mockResolvedValue([invoice("a", "2026-08"), invoice("b", "2026-10")]);
    const { store } = setup({ invoices });
    void store.prefetchList("c1");
    expect(invoices).toHaveBeenCalledTimes(1);
    const list = store.list({});
    await list.show("c1");
    expect(invoices).toHaveBeenCalledTimes(1);
    expect(list.value?.map((i) => i.id)).toEqual(["b", "a"]);
    await list.retry();
    expect(invoices).toHaveBeenCalledTimes(2);
    void store.prefetchList("c2");
    await store.list({}).show("c1");
    expect(invoices).toHaveBeenCalledTimes(4);
  });

  it("keeps each visit's answers apart: a new visit starts empty and asks afresh", async () => {
    const invoices = jest
      .fn()
      .mockResolvedValueOnce([invoice("a", "2026-08")])
      .mockResolvedValueOnce([invoice("a", "2026-08", { status: "pagada" })]);
    const { store } = setup({ invoices });
    const first = {};
    await store.list(first).show("c1");
    expect(store.list(first)).toBe(store.list(first));
    const second = {};
    expect(store.list(second).value).toBeUndefined();
    await store.list(second).show("c1");
    expect(invoices).toHaveBeenCalledTimes(2);
    expect(store.list(second).value?.[0].status).toBe("pagada");
    expect(store.list(first).value?.[0].status).toBe("pendiente");
  });

  it("keeps a failed load's error, and retry asks again", async () => {
    const invoices = jest
      .fn()
      .mockRejectedValueOnce(httpError(503, { message: "Servicio no disponible" }))
      .mockResolvedValueOnce([invoice("a", "2026-08")]);
    const { store } = setup({ invoices });
    const list = store.list({});
    await list.show("c1");
    expect(list.status).toBe("failed");
    expect((list.error as Error).message).toBe("HTTP 503");
    await list.retry();
    expect(invoices).toHaveBeenLastCalledWith("c1");
    expect(list.status).toBe("ready");
    expect(list.value).toHaveLength(1);
  });

  it("loads one invoice in detail, and keeps the last one on screen while another loads", async () => {
    const second = deferred<ReturnType<typeof detail>>();
    const invoiceCall = jest.fn().mockResolvedValueOnce(detail("a", "2026-09")).mockReturnValueOnce(second.promise);
    const { store } = setup({ invoice: invoiceCall });
    const one = store.detail({});
    await one.show("a");
    expect(one.value?.id).toBe("a");
    const loading = one.show("b");
    expect(one.isLoading).toBe(true);
    expect(one.value?.id).toBe("a");
    second.resolve(detail("b", "2026-10"));
    await loading;
    expect(one.value?.id).toBe("b");
  });

  it("downloads a PDF as factura-<number>.pdf, tracks it with the page, and says which one is busy", async () => {
    const blob = new Blob(["%PDF"]);
    const pdf = deferred<Blob>();
    const invoicePdf = jest.fn().mockReturnValue(pdf.promise);
    const { store, saved, tracked } = setup({ invoicePdf });
    const download = store.pdf({});
    const done = download.download({ id: "a", number: "FV-1" }, "/dashboard/duplicados-facturas");
    expect(download.busyId).toBe("a");
    // One at a time: a second click while busy asks nothing.
    await download.download({ id: "b", number: "FV-2" }, "/x");
    expect(invoicePdf).toHaveBeenCalledTimes(1);
    pdf.resolve(blob);
    await done;
    expect(invoicePdf).toHaveBeenCalledWith("a");
    expect(saved).toEqual([[blob, "factura-FV-1.pdf"]]);
    expect(tracked).toEqual([["factura-FV-1.pdf", "/dashboard/duplicados-facturas"]]);
    expect(download.busyId).toBeNull();
    expect(download.failedId).toBeNull();
    expect(download.file).toBe("factura-FV-1.pdf");
  });

  it("marks the invoice whose PDF failed, with the error, and forgets it on the next download", async () => {
    const invoicePdf = jest
      .fn()
      .mockRejectedValueOnce(httpError(500, { message: "Falló" }))
      .mockResolvedValueOnce(new Blob(["%PDF"]));
    const { store, saved, tracked } = setup({ invoicePdf });
    const download = store.pdf({});
    await download.download({ id: "a", number: "FV-1" }, "/p");
    expect(download.failedId).toBe("a");
    expect(download.task.error).toBeTruthy();
    expect(download.file).toBeNull();
    expect(saved).toHaveLength(0);
    expect(tracked).toHaveLength(0);
    await download.download({ id: "b", number: "FV-2" }, "/p");
    expect(download.failedId).toBeNull();
    expect(download.file).toBe("factura-FV-2.pdf");
  });

  it("loads an invoice's barcode as a data: URL of its SVG", async () => {
    const invoiceBarcode = jest.fn().mockResolvedValue('<svg viewBox="0 0 418 65"></svg>');
    const { store } = setup({ invoiceBarcode });
    const image = store.barcode({});
    await image.show("b");
    expect(invoiceBarcode).toHaveBeenCalledWith("b");
    expect(image.value).toBe("data:image/svg+xml;charset=utf-8,%3Csvg%20viewBox%3D%220%200%20418%2065%22%3E%3C%2Fsvg%3E");
  });
});

describe("ClipboardCopy", () => {
  it("says what it copied, and says so when the browser refuses", async () => {
    const write = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error("NotAllowedError"));
    const copy = new ClipboardCopy(write);
    await copy.copy("2026111002003001");
    expect(copy).toMatchObject({ copied: "2026111002003001", failed: false });
    await copy.copy("2026111002003001");
    expect(copy).toMatchObject({ copied: null, failed: true });
  });
});
