import { Fragment, type ReactNode } from "react";

/**
 * An e-mail address with a line-break opportunity after "@" and each "." (issue 21), so a narrow
 * column breaks it at those points instead of in the middle of a word.
 */
export function breakableEmail(email: string): ReactNode {
  const parts = email.split(/(?<=[@.])/);
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 ? <wbr /> : null}
    </Fragment>
  ));
}
