/** One page's words in /search-index.json (written by scripts/prerender.js). */
interface IndexedPage {
  key: string;
  path: string;
  text: string;
}

let index: Promise<ReadonlyMap<string, string>> | null = null;

/** The words of every content page by route key, downloaded once when someone searches. */
export function loadSearchIndex(fetcher: typeof fetch = fetch): Promise<ReadonlyMap<string, string>> {
  index ??= fetcher("/search-index.json", { credentials: "same-origin" })
    .then((res) => {
      if (!res.ok) throw new Error(`search-index.json: ${res.status}`);
      return res.json() as Promise<IndexedPage[]>;
    })
    .then((pages) => new Map(pages.map((p) => [p.key, p.text])))
    .catch((error: unknown) => {
      index = null; // try again on the next search
      throw error;
    });
  return index;
}

/** The address of the search page for a term (the bare page when the term is empty). */
export function searchPath(term: string): string {
  const q = term.trim();
  return q ? `/buscar?q=${encodeURIComponent(q)}` : "/buscar";
}
