import { Page } from "../../components/Page";
import { lazyView } from "../../routing/lazyView";
import { route } from "../../routing/route";
import { ROLES } from "../../shared/constants";

// Issue 35 §2: the document library's screen, for editors, administrators and super-administrators.
const DocumentsAdminView = lazyView(() => import(/* webpackChunkName: "page-admin-documents" */ "./views/DocumentsAdminView"));

/** La biblioteca de documentos: publicar, reemplazar y retirar, con las versiones de cada uno. */
@route({
  key: "admin.documents",
  path: "/admin/documentos",
  authority: [ROLES.editor, ROLES.admin, ROLES.superAdmin],
  access: "protected",
  area: "admin",
  title: "Documentos",
})
export class DocumentsAdminPage extends Page {
  readonly view = DocumentsAdminView;
}
