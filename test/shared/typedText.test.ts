import { DIGIT_MASK, EMAIL_MASK, maskTypedText } from "../../src/shared/typedText";

/** Issue 31 §5: what a citizen types into the search box or the help assistant never shows a number or an address. */
describe("maskTypedText", () => {
  it.each([
    ["cédula 1020304050", `cédula ${DIGIT_MASK}`],
    ["cédula 1.020.304.050", `cédula ${DIGIT_MASK}`],
    ["cédula 1,020,304,050", `cédula ${DIGIT_MASK}`],
    ["tel 300 123 4567", `tel ${DIGIT_MASK}`],
    ["tel 300  123  4567", `tel ${DIGIT_MASK}`],
    ["tel (300) 123-4567", `tel (${DIGIT_MASK}`],
    ["tel 300\u00a0123\u00a04567", `tel ${DIGIT_MASK}`],
    ["cc １０２０３０４０５０", `cc ${DIGIT_MASK}`],
    ["1\u200b0\u200b2\u200b0\u200b3", DIGIT_MASK],
    ["calle 45 # 12 - 30", `calle ${DIGIT_MASK}`],
    ["escríbame a ana.ruiz@correo.co", `escríbame a ${EMAIL_MASK}`],
    ["ana＠correo.co por favor", `${EMAIL_MASK} por favor`],
  ])("%s → %s", (typed, shown) => {
    expect(maskTypedText(typed)).toBe(shown);
  });

  it("keeps short numbers, years and words", () => {
    expect(maskTypedText("tarifas 2024")).toBe("tarifas 2024");
    expect(maskTypedText("estrato 3 y 1234")).toBe("estrato 3 y 1234");
    expect(maskTypedText("factura de energía")).toBe("factura de energía");
    expect(maskTypedText("@emsp en redes")).toBe("@emsp en redes");
  });

  it("gives the same text when applied twice", () => {
    const once = maskTypedText("ana@x.co 1,020,304,050");
    expect(maskTypedText(once)).toBe(once);
  });
});
