import { useIntl } from "react-intl";
import { formatMoney } from "../../format";
import { makeStyles } from "../../theme";

const useStyles = makeStyles({
  money: { fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" },
});

/** Pesos without decimals, in the reader's language ("$ 123.456"). */
export function Money({ amount }: { amount: number }) {
  const intl = useIntl();
  const styles = useStyles();
  return <span className={styles.money}>{formatMoney(intl, amount)}</span>;
}
