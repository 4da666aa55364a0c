import { Island } from "../components/Island.tsx";
import { JfkSearch } from "../components/JfkSearch.tsx";
import { PublicLayout } from "../components/PublicLayout.tsx";
import { jfkRepository } from "../site.ts";

export function Jfk() {
  return (
    <PublicLayout>
      <section className="hero">
        <div className="container">
          <p className="eyebrow">Open data</p>
          <h1>The JFK files, searchable as markdown</h1>
          <p className="lead">
            We converted the released JFK assassination records — typed memos, handwritten notes, faded carbon
            copies — into markdown with Quarry and published them in a public repository. Search them below.
          </p>
          <Island name="jfk" component={JfkSearch} props={{}} />
          <div className="actions">
            <a className="button" href={jfkRepository} target="_blank" rel="noopener">
              Browse the repository
            </a>
            <a className="button primary" href="/">Convert your own documents</a>
          </div>
        </div>
      </section>
    </PublicLayout>
  );
}
