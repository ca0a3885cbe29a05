import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { sniffImage, storeNewsImage } from "../../server/modules/news/images";
import { SEED_IMAGES_DIR } from "../../server/modules/news/seed";
import { SEED_CUTS, SEED_NEWS, SEED_SCENES, seedImageFile } from "../../server/modules/news/seedData";

describe("demo news pictures (issue 21)", () => {
  const items = [...SEED_NEWS, ...SEED_CUTS];

  it("every demo item has its WebP file of at most 40 KB, a known scene and a Spanish alt text", () => {
    for (const item of items) {
      const file = path.join(SEED_IMAGES_DIR, seedImageFile(item.slug));
      const bytes = readFileSync(file);
      expect(sniffImage(bytes)).toBe("image/webp");
      expect(statSync(file).size).toBeLessThanOrEqual(40 * 1024);
      expect(SEED_SCENES).toContain(item.image.scene);
      expect(item.image.alt).toMatch(/^Ilustración de [a-záéíóúñ]/);
      expect(item.image.alt.length).toBeLessThanOrEqual(200);
    }
  });

  it("the folder holds no picture that no item uses", () => {
    const used = new Set(items.map((i) => seedImageFile(i.slug)));
    expect(readdirSync(SEED_IMAGES_DIR).filter((f) => !used.has(f))).toEqual([]);
  });

  it("the storage path refuses what is not an image before writing anything", async () => {
    const queries: string[] = [];
    const tx = { query: async (sql: string) => (queries.push(sql), { rows: [], rowCount: 0 }) };
    await expect(storeNewsImage(tx as never, Buffer.from("MZ not an image at all"), null)).rejects.toMatchObject({ statusCode: 415 });
    expect(queries).toEqual([]);
  });
});
