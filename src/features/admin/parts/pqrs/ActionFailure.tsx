import { makeStyles, tokens } from "../../../../theme";

const useStyles = makeStyles({
  error: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold, margin: 0 },
});

/** Why a call on a case failed, announced at once. */
export function ActionFailure({ text }: { text: string }) {
  const styles = useStyles();
  return (
    <p role="alert" className={styles.error}>
      {text}
    </p>
  );
}
