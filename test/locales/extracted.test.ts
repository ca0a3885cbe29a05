/**
 * @jest-environment node
 *
 * locales/es.json is what scripts/extract-messages.js writes from the Spanish defaultMessages in
 * src/: a message added, removed or reworded in src/ without running the script (and translating
 * it in en.json, which test/stores/LocaleStore.test.ts compares by id) fails here.
 */
import es from "../../locales/es.json";

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS script with no type declarations
const { extractMessages } = require("../../scripts/extract-messages") as {
  extractMessages: () => Record<string, string>;
};

const FIX =
  "Run `node scripts/extract-messages.js` to rewrite locales/es.json, then give every new id an English text in locales/en.json (in es.json's order), check the English of every changed text and remove the ids that are gone.";

/** What differs between the extraction and es.json, one line each; empty when they are equal. */
function differences(extracted: Record<string, string>, file: Record<string, string>): string[] {
  const lines = [
    ...Object.keys(extracted)
      .filter((id) => !(id in file))
      .map((id) => `new in src/, missing from es.json: ${id}`),
    ...Object.keys(file)
      .filter((id) => !(id in extracted))
      .map((id) => `in es.json, no longer in src/: ${id}`),
    ...Object.keys(file)
      .filter((id) => id in extracted && extracted[id] !== file[id])
      .map((id) => `text changed in src/: ${id}: "${file[id]}" → "${extracted[id]}"`),
  ];
  if (lines.length === 0 && Object.keys(extracted).join("\n") !== Object.keys(file).join("\n")) {
    lines.push("es.json holds the right messages in another order than the script writes");
  }
  return lines;
}

describe("locales/es.json", () => {
  it("holds exactly the messages of src/ (scripts/extract-messages.js)", () => {
    const lines = differences(extractMessages(), es);
    // The report names each id and what to do; an empty string is the pass.
    expect(lines.length === 0 ? "" : `locales/es.json is out of date. ${FIX}\n${lines.join("\n")}`).toBe("");
  });
});
