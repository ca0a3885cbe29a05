import { fireEvent } from "@testing-library/react";

/**
 * Opens every "Ver datos en tabla" under `root`, as a person does: ChartFrame draws a chart's table
 * only once its <details> has been opened, and jsdom does not toggle <details> when its summary is
 * clicked.
 */
export function openChartTables(root: ParentNode = document): void {
  for (const details of root.querySelectorAll("details")) {
    if (details.open) continue;
    details.open = true;
    fireEvent(details, new Event("toggle"));
  }
}
