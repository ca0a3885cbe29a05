import { Link } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { tariffMessages as t } from "../tariffMessages";
import { TARIFF_URLS } from "../tariffsApi";

/** The tariff history's downloads, CSV and JSON (issue 34 §2: open data by a plain link), on the rate pages and /admin/tarifas. */
export function TariffHistoryLinks({ className }: { className: string }) {
  const intl = useIntl();
  return (
    <div className={className}>
      <Link href={TARIFF_URLS.historyCsv} download="historial-tarifas.csv">
        {intl.formatMessage(t.downloadCsv)}
      </Link>
      <Link href={TARIFF_URLS.historyJson} download="historial-tarifas.json">
        {intl.formatMessage(t.downloadJson)}
      </Link>
    </div>
  );
}
