import type { ComponentType } from "react";
import { observableRef, runInAction } from "mobx";
import { resolveProductPath } from "../shared/config";
import { decodePath } from "../shared/text";
import type { ContentEntry, RouteArea, RouteDefinition, RouteDetails, RouteMeta } from "../routing/types";
import type { FeatureRoute } from "../routing/route";

/** Where each area starts: breadcrumbs and the header menu link there. */
export const AREA_HOME: Partial<Record<RouteArea, string>> = {
  energia: "/energia/energyHome",
  acueducto: "/acueducto/homeAqueductSewer",
  telco: "/telco",
  transparencia: "/transparencia/home",
  sostenibilidad: "/sostenibilidad",
  atencion: "/homeCustomerService",
  noticias: "/noticias",
  corporativo: "/who-we-are",
  indicadores: "/keyPerformanceIndicators",
  transformacion: "/transformacion-{product}",
  dashboard: "/dashboard/dashboardGeneral",
  admin: "/admin/dashboard",
  cuenta: "/facturas",
  metricas: "/metrics-dashboard",
};

export const AREA_LABEL: Record<RouteArea, string> = {
  general: "General",
  transparencia: "Transparencia y acceso a la información pública",
  energia: "Energía",
  acueducto: "Acueducto y alcantarillado",
  corporativo: "Nuestra empresa",
  sostenibilidad: "Sostenibilidad",
  telco: "Telecomunicaciones",
  indicadores: "Indicadores",
  noticias: "Noticias",
  cuenta: "Cuenta de cliente",
  atencion: "Atención al ciudadano",
  transformacion: "Transformación",
  dashboard: "Mi cuenta",
  admin: "Administración",
  metricas: "Métricas",
};

/** Spec §2 "Layout": dashboard and admin pages render without page container and footer. */
const AREA_META: Partial<Record<RouteArea, RouteMeta>> = {
  dashboard: { pageContainerType: "gutterless", pageBackgroundType: "plain" },
  admin: { pageContainerType: "gutterless", pageBackgroundType: "plain" },
};

export interface SearchHit {
  route: RouteDefinition;
  score: number;
}

export interface Breadcrumb {
  label: string;
  path: string;
}

/**
 * Every route of the spec (spec §2): feature pages from @route, content pages from the manifest.
 * Complete at start-up; lookups by path, area and search over title, description and keywords.
 */
/** The details before loadDetails() has brought them. */
const NO_DETAILS: Readonly<Record<string, RouteDetails>> = Object.freeze({});

export class RouteRegistry {
  readonly routes: readonly RouteDefinition[];
  private readonly byPathMap = new Map<string, RouteDefinition>();
  /** Description, keywords and dates by route key; empty until loadDetails() resolves. */
  @observableRef accessor details: Readonly<Record<string, RouteDetails>> = NO_DETAILS;
  private detailsPromise: Promise<void> | null = null;

  constructor(
    features: readonly FeatureRoute[],
    content: readonly ContentEntry[],
    contentPage: ComponentType,
    readonly productSlug: string,
    private readonly detailsLoader: () => Promise<Readonly<Record<string, RouteDetails>>>,
  ) {
    const defs: RouteDefinition[] = [
      ...features.map((f) => this.define(f, "feature", f.component)),
      ...content.map((c) => ({ ...this.define(c, "content", contentPage), content: c })),
    ];
    for (const def of defs) {
      const existing = this.byPathMap.get(def.path);
      if (existing) throw new Error(`Ruta duplicada: ${def.path} (${existing.key} y ${def.key})`);
      this.byPathMap.set(def.path, def);
    }
    const keys = new Set<string>();
    for (const def of defs) {
      if (keys.has(def.key)) throw new Error(`Clave de ruta duplicada: ${def.key}`);
      keys.add(def.key);
    }
    this.routes = defs;
  }

  private define(input: FeatureRoute | ContentEntry, kind: RouteDefinition["kind"], component: ComponentType): RouteDefinition {
    return {
      key: input.key,
      path: resolveProductPath(input.path, this.productSlug),
      authority: input.authority ?? [],
      access: input.access ?? "public",
      area: input.area,
      title: input.title,
      meta: input.meta ?? AREA_META[input.area] ?? {},
      listed: input.listed ?? true,
      kind,
      component,
    };
  }

  /** Loads the routes' details once (they are not in the initial bundle); failures leave them empty. */
  loadDetails(): Promise<void> {
    this.detailsPromise ??= this.detailsLoader().then(
      (details) => runInAction(() => void (this.details = details)),
      () => {
        this.detailsPromise = null; // try again next time
      },
    );
    return this.detailsPromise;
  }

  /** Whether loadDetails() has brought them (until then describe() knows nothing). */
  get detailsLoaded(): boolean {
    return this.details !== NO_DETAILS;
  }

  /** A route's details, once loaded. */
  describe(key: string): RouteDetails | undefined {
    return this.details[key];
  }

  /** The route at `pathname` (encoded or not, trailing slash tolerated), if any. */
  byPath(pathname: string): RouteDefinition | undefined {
    const decoded = decodePath(pathname);
    return this.byPathMap.get(decoded) ?? this.byPathMap.get(decoded.replace(/\/+$/, "") || "/");
  }

  byKey(key: string): RouteDefinition | undefined {
    return this.routes.find((r) => r.key === key);
  }

  /**
   * The path of the route with this key (issue 23: links name their route, so a path changes in one
   * place). An unknown key is a programming error: it throws, and the tests find it.
   */
  pathOf(key: string): string {
    const route = this.byKey(key);
    if (!route) throw new Error(`No hay una ruta con la clave «${key}»`);
    return route.path;
  }

  inArea(area: RouteArea): RouteDefinition[] {
    return this.routes.filter((r) => r.area === area);
  }

  /** Resolves a spec path with `{product}` to the deployed one. */
  resolve(path: string): string {
    return resolveProductPath(path, this.productSlug);
  }

  /** Public routes a visitor can open (site map, search). */
  get publicRoutes(): RouteDefinition[] {
    return this.routes.filter((r) => r.access !== "protected" && r.authority.length === 0);
  }

  /**
   * Public routes a visitor should find in the site map and sitemap.xml: not the test pages, token
   * landings, other addresses of the home or detail pages without their item (issue 33).
   */
  get listedRoutes(): RouteDefinition[] {
    return this.publicRoutes.filter((r) => r.listed);
  }

  /** Inicio › area › page. */
  breadcrumbs(pathname: string): Breadcrumb[] {
    const def = this.byPath(pathname);
    const crumbs: Breadcrumb[] = [{ label: "Inicio", path: "/homePage" }];
    if (!def) return crumbs;
    const areaHome = AREA_HOME[def.area];
    if (areaHome) {
      const home = this.resolve(areaHome);
      if (home !== def.path) crumbs.push({ label: this.byPath(home)?.title ?? AREA_LABEL[def.area], path: home });
    }
    if (def.path !== "/homePage") crumbs.push({ label: def.title, path: def.path });
    return crumbs;
  }
}
