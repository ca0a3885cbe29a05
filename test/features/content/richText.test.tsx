import { renderToStaticMarkup } from "react-dom/server";
import { RichText } from "../../../src/features/content/parts/RichText";

const html = (text: string) => renderToStaticMarkup(<p>{RichText({ text })}</p>);

describe("a content text with the inline tags the server keeps (issue 35 §1)", () => {
  it("shows plain text as written", () => {
    expect(html("Tarifas & peajes < 5 kWh")).toBe("<p>Tarifas &amp; peajes &lt; 5 kWh</p>");
  });

  it("turns links, bold and italics into elements and decodes the text between them", () => {
    expect(html('Lea <a href="https://www.gov.co/" rel="noopener noreferrer">GOV.CO</a> y <strong>B &amp; <em>C</em></strong>')).toBe(
      '<p>Lea <a href="https://www.gov.co/">GOV.CO</a> y <strong>B &amp; <em>C</em></strong></p>',
    );
  });

  it("keeps a link without an allowed address as plain text and closes what was left open", () => {
    expect(html('<a href="javascript:alert(1)">mal</a> <a>sin dirección</a> <strong>abierta')).toBe("<p>mal sin dirección <strong>abierta</strong></p>");
  });
});
