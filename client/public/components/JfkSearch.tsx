import { type FormEvent, useState } from "react";
import { jfkRepository } from "../site.ts";

/** Searches the public repository of converted files on the code host, in a new tab. */
export function JfkSearch() {
  const [query, setQuery] = useState("");
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    if (!text) return;
    const repo = new URL(jfkRepository).pathname.slice(1);
    const q = encodeURIComponent(`repo:${repo} ${text}`);
    open(`https://github.com/search?q=${q}&type=code`, "_blank", "noopener");
  };
  return (
    <form className="search-row" role="search" onSubmit={onSubmit}>
      <label htmlFor="jfk-q" className="visually-hidden">Search the JFK files</label>
      <input
        id="jfk-q"
        name="q"
        type="search"
        placeholder="Search the JFK files, e.g. Oswald"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit" className="button primary">Search</button>
    </form>
  );
}
