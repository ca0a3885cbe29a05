// These imports register every feature route through @route at start-up (issue 23: one slice per
// domain, each with its routes.tsx). The order is the order of the registry.
import "./general/routes";
import "./auth/routes";
import "./news/routes";
import "./account/routes";
import "./payments/routes";
import "./pqrs/routes";
import "./admin/routes";
import "./content-admin/routes";
// Issue 35 §2: /admin/documentos, the document library.
import "./documents-admin/routes";
import "./metrics/routes";
// Issue 35 §3: /datos-abiertos, the page of the open data catalogue.
import "./opendata/routes";
