import { index, route, type RouteConfig } from "@react-router/dev/routes";
// Relative: React Router's tooling loads this file outside Vite's aliases.
import { pageKinds } from "./page-registry";

// The route table, one route per kind of page in app/page-registry.ts; the route id is the kind's id.
export default pageKinds.map((kind) =>
  kind.pattern === "/"
    ? index(kind.file, { id: kind.id })
    : route(kind.pattern.replace(/^\//, ""), kind.file, { id: kind.id }),
) satisfies RouteConfig;
