import type { ComponentType } from "react";
import type { IslandName } from "../islands.ts";

/**
 * Server-renders an interactive part of a public page and marks it, with its props, for the client entry
 * to hydrate; the rest of the page stays static HTML and ships no JavaScript.
 */
export function Island<P extends object>(
  { name, component: Component, props }: { name: IslandName; component: ComponentType<P>; props: P },
) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)} style={{ display: "contents" }}>
      <Component {...props} />
    </div>
  );
}
