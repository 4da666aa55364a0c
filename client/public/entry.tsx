import { hydrateRoot } from "react-dom/client";
import { islands } from "./islands.ts";

for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
  const load = islands[element.dataset.island ?? ""];
  if (!load) continue;
  const props = JSON.parse(element.dataset.props ?? "{}");
  load().then((Component) => hydrateRoot(element, <Component {...props} />));
}
