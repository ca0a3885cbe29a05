import { Body1 } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { fm } from "../../../components/useLoad";
import { errorText } from "../../../services/apiClient";
import type { InvoicePdfDownload } from "../InvoicesStore";

const m = defineMessages({
  pdfBusy: { id: "billing.parts.pdf.busy", defaultMessage: "Descargando la factura {number}…" },
  pdfDone: { id: "billing.parts.pdf.done", defaultMessage: "Se descargó el archivo {file}." },
  pdfFailed: {
    id: "billing.parts.pdf.failed",
    defaultMessage: "No fue posible descargar la factura {number}. {reason} Intente de nuevo en unos minutos.",
  },
});

/** Where a download's progress is announced (polite) and its failure (alert). */
export const InvoicePdfStatus = observer(function InvoicePdfStatus({ pdf }: { pdf: InvoicePdfDownload }) {
  const intl = useIntl();
  const number = pdf.invoice?.number ?? "";
  const failed = pdf.failedId !== null;
  let message = "";
  if (pdf.busyId !== null) message = fm(intl, m.pdfBusy, { number });
  else if (failed) message = fm(intl, m.pdfFailed, { number, reason: errorText(pdf.task.error) ?? "" });
  else if (pdf.file) message = fm(intl, m.pdfDone, { file: pdf.file });
  return (
    <>
      <p role="status" aria-live="polite">
        {failed ? "" : message}
      </p>
      {failed ? (
        <Body1 as="p" block role="alert">
          {message}
        </Body1>
      ) : null}
    </>
  );
});
