import { type ComponentType, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { islands } from "./islands.ts";

const elements = [...document.querySelectorAll<HTMLElement>("[data-island]")];
let pending = elements.length;

/** Marks <html data-hydrated> once every island has hydrated: tests and tools wait for it. */
function Hydrated({ Component, props }: { Component: ComponentType<object>; props: object }) {
  useEffect(() => {
    if (--pending === 0) document.documentElement.dataset.hydrated = "";
  }, []);
  return <Component {...props} />;
}

for (const element of elements) {
  const load = islands[element.dataset.island ?? ""];
  if (!load) continue;
  const props = JSON.parse(element.dataset.props ?? "{}");
  load().then((Component) => hydrateRoot(element, <Hydrated Component={Component} props={props} />));
}
