import type { ComponentType } from "react";

/** Areas of the site: they group the header menu, breadcrumbs and the site map. */
export type RouteArea =
  | "general"
  | "transparencia"
  | "energia"
  | "acueducto"
  | "corporativo"
  | "sostenibilidad"
  | "telco"
  | "indicadores"
  | "noticias"
  | "cuenta"
  | "atencion"
  | "transformacion"
  | "dashboard"
  | "admin"
  | "metricas";

/** Who may open a route: anyone, only visitors (sign-in, sign-up…), or only signed-in users. */
export type RouteAccess = "public" | "publicOnly" | "protected";

/** Spec §2 / §3: page background and page container types carried in a route's meta. */
export interface RouteMeta {
  pageBackgroundType?: "plain" | "default";
  pageContainerType?: "default" | "gutterless" | "contained";
}

/** What every route declares (spec §3 "Route definition"), whatever renders it. */
export interface RouteDefinitionInput {
  key: string;
  /** Path as written in the spec; `{product}` is replaced by PRODUCT_SLUG when registered. */
  path: string;
  authority?: readonly string[];
  access?: RouteAccess;
  area: RouteArea;
  title: string;
  meta?: RouteMeta;
  /**
   * False for an address that works but that no list offers a visitor (the site map, sitemap.xml):
   * test pages, the landings of an e-mail's or a sign-in's token, other addresses of a page, and
   * detail pages that need an item in their address. Default true.
   */
  listed?: boolean;
}

/** The longer metadata of a route, loaded on demand (search, site map, meta tags, content pages). */
export interface RouteDetails {
  description: string;
  keywords: readonly string[];
  /** Content pages: when the page was published and last changed (ISO dates). */
  publicationDate?: string;
  lastModified?: string;
}

/** A content page of the manifest (institutional, transparency, energy, water, telco…). */
export interface ContentEntry extends RouteDefinitionInput {
  /** Transparency pages: section 1–9 of the Res. MinTIC 1519 de 2020 menu. */
  transparencySection?: number;
}

/** A route as the registry holds it: resolved path, defaults filled in, and what renders it. */
export interface RouteDefinition {
  key: string;
  path: string;
  authority: readonly string[];
  access: RouteAccess;
  area: RouteArea;
  title: string;
  meta: RouteMeta;
  /** Offered in the site map and sitemap.xml (RouteDefinitionInput.listed). */
  listed: boolean;
  kind: "feature" | "content";
  component: ComponentType;
  content?: ContentEntry;
}
