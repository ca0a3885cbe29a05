import type { ReactNode } from "react";
import { Body1 } from "@fluentui/react-components";

/** A paragraph of the test tour's explanations. */
export function TourParagraph({ children }: { children: ReactNode }) {
  return (
    <Body1 as="p" block>
      {children}
    </Body1>
  );
}
