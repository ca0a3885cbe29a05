import { Page } from "../../components/Page";
import { lazyView } from "../../routing/lazyView";
import { route } from "../../routing/route";
import { ROLES } from "../../shared/constants";

// Issue 35 §1: the editors' screens. EDITOR reaches these (and the documents), nothing else of the
// administration; ADMIN and SUPER_ADMIN too. One chunk per view, loaded when its page opens.
const ContentPagesView = lazyView(() => import(/* webpackChunkName: "page-admin-content" */ "./views/ContentPagesView"));
const ContentEditorView = lazyView(() => import(/* webpackChunkName: "page-admin-content-editor" */ "./views/ContentEditorView"));

const EDITORS = [ROLES.editor, ROLES.admin, ROLES.superAdmin];

/** Las páginas de contenido con su estado: buscar, filtrar y abrir el editor. */
@route({
  key: "admin.content",
  path: "/admin/contenido",
  authority: EDITORS,
  access: "protected",
  area: "admin",
  title: "Contenidos",
})
export class ContentPagesPage extends Page {
  readonly view = ContentPagesView;
}

/** El editor de bloques de una página de contenido (?pagina=<clave de la ruta>). */
@route({
  key: "admin.contentEditor",
  path: "/admin/contenido/editar",
  authority: EDITORS,
  access: "protected",
  area: "admin",
  title: "Editar contenido",
  listed: false,
})
export class ContentEditorPage extends Page {
  readonly view = ContentEditorView;
}
