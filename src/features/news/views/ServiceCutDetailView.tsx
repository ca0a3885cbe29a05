import { NewsDetailPage } from "./NewsDetailView";

/** /noticias-cortes-detalle: one service cut, its facts first. */
export default function ServiceCutDetailView() {
  return <NewsDetailPage cut />;
}
