import { PublicLayout } from "../components/PublicLayout.tsx";

export function NotFound() {
  return (
    <PublicLayout>
      <section className="section center not-found">
        <p className="big-status">404</p>
        <h1>Oops!</h1>
        <p className="lead">Page not found.</p>
        <a className="button primary" href="/">Go back</a>
      </section>
    </PublicLayout>
  );
}
