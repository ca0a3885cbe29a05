import { computed, observable, observableRef, runInAction } from "mobx";
import { saveBlob } from "../../services/saveBlob";
import type { InvoiceDetail, InvoiceSummary } from "../../shared/billing";
import { Resource, Task } from "../../stores/base/LoadableStore";
import { defineFeatureStore } from "../../stores/base/featureStore";
import { Prefetched } from "../../stores/base/prefetched";
import { createBillingApi, type BillingApi } from "./billingApi";
import { PerVisit, type Visit } from "./visits";

/** The calls this store makes. */
export type InvoicesApi = Pick<BillingApi, "invoices" | "invoice" | "invoicePdf" | "invoiceBarcode" | "invoiceDianQr" | "invoiceDianXml">;

/** What a download needs of an invoice. */
export type PdfInvoice = Pick<InvoiceSummary, "id" | "number">;

/** Saves a file (the browser's download in the app, a fake in tests). */
export type SaveFile = (blob: Blob, fileName: string) => void;

/** Records a download in the metrics (spec §7): the file and the page it was taken from. */
export type TrackDownload = (file: string, pagePath: string) => void;

/** Puts text on the clipboard (the browser's in the app, a fake in tests). */
export type WriteClipboard = (text: string) => Promise<void>;

/** An SVG document as a `data:` URL for an `<img>` (the CSP allows data: images; no URL to revoke). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Copying a value (the payment reference) and what became of the last copy, for the live region. */
export class ClipboardCopy {
  /** The value copied last, while its confirmation shows. */
  @observable accessor copied: string | null = null;
  /** The last copy failed (no clipboard, or the browser refused): the value stays selectable on screen. */
  @observable accessor failed = false;

  constructor(private readonly write: WriteClipboard) {}

  /** Copies `text`; never rejects. */
  async copy(text: string): Promise<void> {
    runInAction(() => {
      this.copied = null;
      this.failed = false;
    });
    try {
      await this.write(text);
      runInAction(() => (this.copied = text));
    } catch {
      runInAction(() => (this.failed = true));
    }
  }
}

/** Newest period first, as every invoice list shows them. */
export function newestFirst<T extends { period: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.period.localeCompare(a.period));
}

/**
 * The duplicate PDF of one invoice at a time (`factura-<number>.pdf`), saved and tracked: which
 * invoice is downloading, which one failed and why, and the file saved last.
 */
export class InvoicePdfDownload {
  /** The invoice asked for last. */
  @observableRef accessor invoice: PdfInvoice | null = null;
  /** The file saved by the last download that worked. */
  @observable accessor file: string | null = null;
  readonly task: Task<[PdfInvoice, string], string>;

  constructor(api: Pick<InvoicesApi, "invoicePdf">, save: SaveFile, track: TrackDownload) {
    this.task = new Task(async (invoice: PdfInvoice, pagePath: string) => {
      const file = `factura-${invoice.number}.pdf`;
      save(await api.invoicePdf(invoice.id), file);
      track(file, pagePath);
      return file;
    });
  }

  /** The invoice whose PDF is on its way, if any. */
  @computed get busyId(): string | null {
    return this.task.busy ? (this.invoice?.id ?? null) : null;
  }

  /** The invoice whose last download failed, if any (the reason is `task.error`). */
  @computed get failedId(): string | null {
    return !this.task.busy && this.task.error !== null ? (this.invoice?.id ?? null) : null;
  }

  /** Downloads an invoice's PDF from the page at `pagePath`; one at a time. */
  async download(invoice: PdfInvoice, pagePath: string): Promise<void> {
    if (this.task.busy) return;
    runInAction(() => {
      this.invoice = invoice;
      this.file = null;
      this.task.clearError();
    });
    const file = await this.task.run(invoice, pagePath);
    if (file !== undefined) runInAction(() => (this.file = file));
  }
}

/**
 * The XML (AttachedDocument) of an electronic bill kept by the portal (issue 34 §3), saved as
 * `factura-electronica-<number>.xml` and tracked like the PDF.
 */
export class DianXmlDownload {
  /** The file saved by the last download that worked. */
  @observable accessor file: string | null = null;
  readonly task: Task<[PdfInvoice, string], string>;

  constructor(api: Pick<InvoicesApi, "invoiceDianXml">, save: SaveFile, track: TrackDownload) {
    this.task = new Task(async (invoice: PdfInvoice, pagePath: string) => {
      const file = `factura-electronica-${invoice.number}.xml`;
      save(await api.invoiceDianXml(invoice.id), file);
      track(file, pagePath);
      return file;
    });
  }

  /** Downloads the XML of `invoice` from the page at `pagePath`; one at a time. */
  async download(invoice: PdfInvoice, pagePath: string): Promise<void> {
    if (this.task.busy) return;
    runInAction(() => {
      this.file = null;
      this.task.clearError();
    });
    const file = await this.task.run(invoice, pagePath);
    if (file !== undefined) runInAction(() => (this.file = file));
  }
}

/**
 * The invoices of the customer's contracts (/dashboard/invoice-inquiry, the duplicates and the bill
 * explanation): a contract's list, one invoice in detail and the PDF downloads, each per visit of
 * the screen (see PerVisit).
 */
export class InvoicesStore {
  /** A contract's list asked for with the route (prefetchList), taken once by the view's first request. */
  private readonly prefetched: Prefetched<string, InvoiceSummary[]>;
  private readonly lists = new PerVisit(() => new Resource((contractId: string) => this.prefetched.take(contractId), this.prefetched));
  private readonly details = new PerVisit(() => new Resource((id: string) => this.api.invoice(id)));
  private readonly downloads = new PerVisit(() => new InvoicePdfDownload(this.api, this.save, this.track));
  private readonly barcodes = new PerVisit(() => new Resource((id: string) => this.api.invoiceBarcode(id).then(svgDataUrl)));
  private readonly copies = new PerVisit(() => new ClipboardCopy(this.writeClipboard));
  private readonly dianQrs = new PerVisit(() => new Resource((id: string) => this.api.invoiceDianQr(id).then(svgDataUrl)));
  private readonly dianXmls = new PerVisit(() => new DianXmlDownload(this.api, this.save, this.track));
  private readonly cudeCopies = new PerVisit(() => new ClipboardCopy(this.writeClipboard));

  constructor(
    private readonly api: InvoicesApi,
    private readonly save: SaveFile,
    private readonly track: TrackDownload,
    private readonly writeClipboard: WriteClipboard = (text) => navigator.clipboard.writeText(text),
    now: () => number = Date.now,
  ) {
    this.prefetched = new Prefetched((contractId) => this.api.invoices(contractId).then((list) => newestFirst(list)), now);
  }

  /**
   * Asks for a contract's invoices with the route, while the view's code downloads (issue 37); the
   * list's first `show(contractId)` while it is fresh takes this answer instead of asking again.
   */
  prefetchList(contractId: string): Promise<void> {
    return this.prefetched.ask(contractId);
  }

  /** A contract's invoices, newest first (`show(contractId)` loads them). */
  list(visit: Visit): Resource<string, InvoiceSummary[]> {
    return this.lists.of(visit);
  }

  /** One invoice with its lines, readings and history (`show(invoiceId)` loads it). */
  detail(visit: Visit): Resource<string, InvoiceDetail> {
    return this.details.of(visit);
  }

  /** The PDF downloads of the screen. */
  pdf(visit: Visit): InvoicePdfDownload {
    return this.downloads.of(visit);
  }

  /** An invoice's payment barcode as a `data:` URL of its SVG (`show(invoiceId)` loads it). */
  barcode(visit: Visit): Resource<string, string> {
    return this.barcodes.of(visit);
  }

  /** Copying the payment reference on the screen. */
  referenceCopy(visit: Visit): ClipboardCopy {
    return this.copies.of(visit);
  }

  /** An electronic bill's DIAN QR as a `data:` URL of its SVG (`show(invoiceId)` loads it). */
  dianQr(visit: Visit): Resource<string, string> {
    return this.dianQrs.of(visit);
  }

  /** The XML download of an electronic bill kept by the portal. */
  dianXml(visit: Visit): DianXmlDownload {
    return this.dianXmls.of(visit);
  }

  /** Copying the CUDE on the screen. */
  cudeCopy(visit: Visit): ClipboardCopy {
    return this.cudeCopies.of(visit);
  }
}

export const invoicesStoreKey = defineFeatureStore(
  "accountInvoices",
  (root) => new InvoicesStore(createBillingApi(root.api), saveBlob, (file, pagePath) => root.metrics.trackDownload(file, pagePath)),
);
