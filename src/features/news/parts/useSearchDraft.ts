import { useState } from "react";

/**
 * The text of a search box before it is submitted. It follows the address's value when that
 * changes (a submitted search, Back, a "clear the filters" link), as the address is the search.
 */
export function useSearchDraft(value: string): [string, (text: string) => void] {
  const [draft, setDraft] = useState(value);
  const [followed, setFollowed] = useState(value);
  if (followed !== value) {
    // Adjusted while rendering (not in an effect), so the box never shows the old text.
    setFollowed(value);
    setDraft(value);
  }
  return [draft, setDraft];
}
