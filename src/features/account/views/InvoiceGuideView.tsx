import { Body1 } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl, type MessageDescriptor } from "react-intl";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { PageIntro } from "../../../components/PageIntro";
import { RouteLink } from "../../../components/RouteLink";
import { makeStyles, tokens } from "../../../theme";
import { InvoiceIllustration } from "../parts/InvoiceIllustration";
import { invoiceGuideMessages as t } from "../parts/invoiceGuideMessages";
import { CU_PARTS, PART_LIST } from "../parts/invoiceGuideTables";

const useStyles = makeStyles({
  page: { maxWidth: "52rem" },
  h2: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalXXL} ${tokens.spacingVerticalS}` },
  parts: { display: "grid", gap: tokens.spacingHorizontalXL, gridTemplateColumns: "repeat(auto-fit, minmax(16rem, 1fr))", alignItems: "start" },
  list: { margin: 0, display: "grid", gap: tokens.spacingVerticalS },
  term: { fontWeight: tokens.fontWeightSemibold, display: "flex", gap: tokens.spacingHorizontalS, alignItems: "baseline" },
  number: {
    display: "inline-block",
    minWidth: "1.6em",
    textAlign: "center",
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  def: { marginInlineStart: 0, marginBlockEnd: tokens.spacingVerticalS },
  formula: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    display: "inline-block",
  },
  table: { borderCollapse: "collapse", width: "100%", marginBlock: tokens.spacingVerticalM },
  tableCaption: { textAlign: "start", fontWeight: tokens.fontWeightSemibold, paddingBlock: tokens.spacingVerticalS },
  th: {
    textAlign: "start",
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `2px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  rowHead: { textAlign: "start", padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  td: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, verticalAlign: "top" },
  // A phone scrolls the table inside its own region, never the page (issue 21).
  wrap: { overflowX: "auto", position: "relative", ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "2px" } },
  steps: { display: "grid", gap: tokens.spacingVerticalS, paddingInlineStart: tokens.spacingHorizontalXL },
  links: { display: "grid", gap: tokens.spacingVerticalS, paddingInlineStart: tokens.spacingHorizontalL },
});

/** /revision-factura: how to read an invoice, the tariffs in plain words and how to claim. */
export default observer(function InvoiceGuideView() {
  const intl = useIntl();
  const styles = useStyles();
  const rows: [MessageDescriptor, MessageDescriptor, MessageDescriptor][] = [
    [t.estrato1, t.water70, t.energySubsidy],
    [t.estrato2, t.water40, t.energySubsidy],
    [t.estrato3, t.water15, t.energySubsidy],
    [t.estrato4, t.neutral, t.neutral],
    [t.estrato56, t.contribution, t.contribution],
    [t.commercial, t.contribution, t.contribution],
  ];
  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <PageIntro>{intl.formatMessage(t.intro)}</PageIntro>

      <section aria-labelledby="guide-parts-title">
        <h2 id="guide-parts-title" className={styles.h2}>
          {intl.formatMessage(t.partsTitle)}
        </h2>
        <div className={styles.parts}>
          <InvoiceIllustration />
          <dl className={styles.list}>
            {PART_LIST.map(([term, text], i) => (
              <div key={term.id}>
                <dt className={styles.term}>
                  <span className={styles.number}>{i + 1}</span>
                  <span>{intl.formatMessage(term)}</span>
                </dt>
                <dd className={styles.def}>{intl.formatMessage(text)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="guide-energy-title">
        <h2 id="guide-energy-title" className={styles.h2}>
          {intl.formatMessage(t.energyTitle)}
        </h2>
        <Body1 as="p" block>
          {intl.formatMessage(t.energyIntro)}
        </Body1>
        <p>
          <span className={styles.formula}>CU = G + T + D + Cv + PR + R</span>
        </p>
        <dl className={styles.list}>
          {CU_PARTS.map(([symbol, name, text]) => (
            <div key={symbol}>
              <dt className={styles.term}>
                {symbol}: {intl.formatMessage(name)}
              </dt>
              <dd className={styles.def}>{intl.formatMessage(text)}</dd>
            </div>
          ))}
        </dl>
        <Body1 as="p" block>
          {intl.formatMessage(t.energyCharge)}
        </Body1>
        <Body1 as="p" block>
          {intl.formatMessage(t.energySubsistence)}
        </Body1>
      </section>

      <section aria-labelledby="guide-water-title">
        <h2 id="guide-water-title" className={styles.h2}>
          {intl.formatMessage(t.waterTitle)}
        </h2>
        <Body1 as="p" block>
          {intl.formatMessage(t.water)}
        </Body1>
        <Body1 as="p" block>
          {intl.formatMessage(t.waterBasic)}
        </Body1>
      </section>

      <section aria-labelledby="guide-subsidy-title">
        <h2 id="guide-subsidy-title" className={styles.h2}>
          {intl.formatMessage(t.subsidyTitle)}
        </h2>
        <Body1 as="p" block>
          {intl.formatMessage(t.subsidyIntro)}
        </Body1>
        <div
          className={styles.wrap}
          role="region"
          aria-labelledby="invoice-guide-subsidy-caption"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the table scrolls inside its region, which takes focus so it can be scrolled with the keyboard (issue 21)
          tabIndex={0}
        >
          <table className={styles.table}>
            <caption id="invoice-guide-subsidy-caption" className={styles.tableCaption}>
              {intl.formatMessage(t.subsidyCaption)}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.th}>
                  {intl.formatMessage(t.colUse)}
                </th>
                <th scope="col" className={styles.th}>
                  {intl.formatMessage(t.colWater)}
                </th>
                <th scope="col" className={styles.th}>
                  {intl.formatMessage(t.colEnergy)}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map(([use, water, energy]) => (
                <tr key={use.id}>
                  <th scope="row" className={styles.rowHead}>
                    {intl.formatMessage(use)}
                  </th>
                  <td className={styles.td}>{intl.formatMessage(water)}</td>
                  <td className={styles.td}>{intl.formatMessage(energy)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="guide-claim-title">
        <h2 id="guide-claim-title" className={styles.h2}>
          {intl.formatMessage(t.claimTitle)}
        </h2>
        <ol className={styles.steps}>
          <li>{intl.formatMessage(t.claim1)}</li>
          <li>{intl.formatMessage(t.claim2)}</li>
          <li>{intl.formatMessage(t.claim3)}</li>
          <li>{intl.formatMessage(t.claim4)}</li>
          <li>{intl.formatMessage(t.claim5)}</li>
        </ol>
        <ul className={styles.links}>
          <li>
            <RouteLink route="dashboard.checkBillAlt">{intl.formatMessage(t.checkBill)}</RouteLink>
          </li>
          <li>
            <RouteLink route="atencion.pqrs">{intl.formatMessage(t.pqr)}</RouteLink>
          </li>
        </ul>
      </section>
    </article>
  );
});
