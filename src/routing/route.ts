import type { ComponentType } from "react";
import type { RouteDefinitionInput } from "./types";

/** A feature route as the decorator records it. */
export interface FeatureRoute extends RouteDefinitionInput {
  component: ComponentType;
}

/** Module-level list filled by @route at import time; the RouteRegistry reads it once. */
export const featureRoutes: FeatureRoute[] = [];

/**
 * Declares a page class's route authority and metadata (DESIGN §4). Keep decorated classes light:
 * their views load on demand.
 */
export function route(def: RouteDefinitionInput) {
  return <T extends ComponentType>(page: T): T => {
    featureRoutes.push({ ...def, component: page });
    return page;
  };
}
