/** The landing carousel's four example pairs: drawings made for Quarry, served from /static/examples/. */
export interface Example {
  id: string;
  title: string;
  caption: string;
  original: string;
  markdown: string;
}

export const examples: Example[] = [
  {
    id: "math",
    title: "Math notation",
    caption: "Equations become LaTeX inside markdown.",
    original: "/static/examples/math_original.svg",
    markdown: "/static/examples/math_markdown.svg",
  },
  {
    id: "handwriting",
    title: "Handwriting (historical)",
    caption: "A handwritten 1890s letter, transcribed line by line.",
    original: "/static/examples/handwriting_original.svg",
    markdown: "/static/examples/handwriting_markdown.svg",
  },
  {
    id: "charts",
    title: "Charts",
    caption: "Bar charts are read back into their numbers.",
    original: "/static/examples/chart_original.svg",
    markdown: "/static/examples/chart_markdown.svg",
  },
  {
    id: "tables",
    title: "Tables",
    caption: "Scanned tables become markdown tables, merged cells included.",
    original: "/static/examples/table_original.svg",
    markdown: "/static/examples/table_markdown.svg",
  },
];

export const swipeThreshold = 50;
