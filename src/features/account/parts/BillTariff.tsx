import { Body1 } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { DataTable } from "../../../components/charts/DataTable";
import type { EnergyTariff } from "../../../shared/billing";
import { checkBillMessages as t } from "./checkBillMessages";
import { useCheckBillStyles } from "./useCheckBillStyles";

const TARIFF_ROWS: readonly { key: keyof EnergyTariff; name: (typeof t)[keyof typeof t]; text: (typeof t)[keyof typeof t] }[] = [
  { key: "g", name: t.g, text: t.gText },
  { key: "t", name: t.tr, text: t.trText },
  { key: "d", name: t.d, text: t.dText },
  { key: "cv", name: t.cv, text: t.cvText },
  { key: "pr", name: t.pr, text: t.prText },
  { key: "r", name: t.r, text: t.rText },
  { key: "cu", name: t.cu, text: t.cuText },
];

/** The energy unit cost's components (CREG 119 de 2007), in pesos per kWh. */
export function BillTariff({ tariff }: { tariff: EnergyTariff }) {
  const intl = useIntl();
  const styles = useCheckBillStyles();
  return (
    <section className={styles.section} aria-labelledby="bill-tariff-title">
      <h2 id="bill-tariff-title" className={styles.h2}>
        {intl.formatMessage(t.tariffTitle)}
      </h2>
      <Body1 as="p" block>
        {intl.formatMessage(t.tariffIntro)}
      </Body1>
      <DataTable
        caption={intl.formatMessage(t.tariffCaption)}
        rows={TARIFF_ROWS}
        rowKey={(r) => r.key}
        columns={[
          { header: intl.formatMessage(t.component), cell: (r) => intl.formatMessage(r.name) },
          { header: intl.formatMessage(t.meaning), cell: (r) => intl.formatMessage(r.text) },
          {
            header: intl.formatMessage(t.perKwh),
            cell: (r) => intl.formatNumber(tariff[r.key], { style: "currency", currency: "COP", maximumFractionDigits: 2 }),
            numeric: true,
          },
        ]}
      />
    </section>
  );
}
