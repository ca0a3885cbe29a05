import type { ReactNode } from "react";
import { Prose } from "./Prose";
import { Section } from "./Section";

/** One explanatory section of a test page. */
export function TourPart({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Section id={id} title={title}>
      <Prose>{children}</Prose>
    </Section>
  );
}
