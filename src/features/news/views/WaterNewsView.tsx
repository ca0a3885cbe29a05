import { NewsListPage } from "./NewsListView";

/** /noticias-acueducto-alcantarillado: the news list of one category. */
export default function WaterNewsView() {
  return <NewsListPage fixedCategory="acueducto-alcantarillado" />;
}
