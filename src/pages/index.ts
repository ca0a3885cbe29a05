// These imports register every feature route through @route at start-up.
import "./general/routes";
import "./news/routes";
import "./account/routes";
import "./service/routes";
import "./dashboard/routes";
import "./admin/routes";
import "./metrics/routes";
