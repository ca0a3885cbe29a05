import { Page } from "../../components/Page";
import { lazyView } from "../../routing/lazyView";
import { route } from "../../routing/route";

// Issue 35 §3: the open data page (Res. MinTIC 1519 de 2020, Anexo 4; menu Transparencia > 7. Datos abiertos).
const OpenDataView = lazyView(() => import(/* webpackChunkName: "page-open-data" */ "./views/OpenDataView"));

/** Catálogo de datos abiertos: cada conjunto con su descripción, frecuencia, fecha y descargas. */
@route({
  key: "transparencia.datosAbiertos",
  path: "/datos-abiertos",
  area: "transparencia",
  title: "Catálogo de datos abiertos",
})
export class OpenDataPage extends Page {
  readonly view = OpenDataView;
}
