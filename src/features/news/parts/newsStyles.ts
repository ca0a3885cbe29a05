import { makeStyles, tokens } from "../../../theme";

/** The look of the news parts: cards and their list, placeholder, pager, share links, cut facts. */
export const useNewsStyles = makeStyles({
  list: { listStyle: "none", padding: 0, margin: 0, display: "grid", gap: tokens.spacingVerticalL },
  card: {
    display: "grid",
    gap: tokens.spacingVerticalXS,
    paddingBlock: tokens.spacingVerticalM,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  // With a picture: a thumbnail at the start and the text beside it. Kept small on a phone, so the
  // page's largest paint stays its prerendered lead, not a picture that arrives after the API.
  withImage: {
    gridTemplateColumns: "5.5rem minmax(0, 1fr)",
    gridTemplateAreas: `"thumb text"`,
    alignItems: "start",
    columnGap: tokens.spacingHorizontalM,
    "@media (min-width: 768px)": { gridTemplateColumns: "12rem minmax(0, 1fr)", columnGap: tokens.spacingHorizontalL },
  },
  cardText: { gridArea: "text", display: "grid", gap: tokens.spacingVerticalXS, minWidth: 0 },
  thumb: {
    gridArea: "thumb",
    display: "block",
    width: "100%",
    height: "auto",
    marginBlockStart: tokens.spacingVerticalXXS,
    aspectRatio: "16 / 9",
    objectFit: "cover",
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  cardTitle: { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, fontWeight: tokens.fontWeightSemibold, margin: 0 },
  titleLink: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: "underline",
    ":hover": { color: tokens.colorBrandForegroundLinkHover },
  },
  meta: { color: tokens.colorNeutralForeground2, display: "flex", flexWrap: "wrap", columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXXS },
  summary: { margin: 0, maxWidth: "40rem" },
  pager: { display: "flex", alignItems: "center", flexWrap: "wrap", gap: tokens.spacingHorizontalL, marginBlockStart: tokens.spacingVerticalXL },
  share: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.spacingHorizontalS, marginBlock: tokens.spacingVerticalXL },
  shareTitle: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, margin: 0, marginInlineEnd: tokens.spacingHorizontalS },
  cutFacts: {
    display: "grid",
    gridTemplateColumns: "max-content 1fr",
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    "@media (max-width: 480px)": { gridTemplateColumns: "1fr" },
  },
  dt: { fontWeight: tokens.fontWeightSemibold },
  dd: { margin: 0 },
  problem: { display: "grid", gap: tokens.spacingVerticalM, justifyItems: "start", marginBlock: tokens.spacingVerticalL },
  // At least a screen of room while the first page loads: what lies below it is off the screen,
  // so nothing visible moves when the items arrive (CLS ≤ 0.02, issue 21).
  placeholder: { minBlockSize: "100vh", alignContent: "start" },
  bar: { display: "block", blockSize: "1rem", borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3 },
  barTitle: { blockSize: "1.25rem", inlineSize: "85%" },
  barShort: { inlineSize: "40%" },
});

/** What /noticias, its water and sewer variant and /noticias-cortes share: width, lead, count, links. */
export const useListPageStyles = makeStyles({
  page: { maxWidth: "60rem" },
  // A lead paragraph in larger type: it is in the prerendered page, so the page reads at once
  // while the list comes from the API.
  intro: {
    color: tokens.colorNeutralForeground2,
    maxWidth: "48rem",
    marginBlockEnd: tokens.spacingVerticalL,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
  },
  count: { marginBlock: tokens.spacingVerticalM, fontWeight: tokens.fontWeightSemibold },
  link: { color: tokens.colorBrandForegroundLink, textDecorationLine: "underline" },
  /** A question and its button (the unsubscribe page). */
  form: { display: "flex", flexDirection: "column", alignItems: "flex-start", gap: tokens.spacingVerticalS, maxWidth: "48rem" },
});

/** Size of the pictures the demo seed stores (16:9); the box keeps it whatever the upload's size. */
export const NEWS_IMAGE_SIZE = { width: 800, height: 450 } as const;
