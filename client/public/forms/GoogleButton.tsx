/** Google sign-in is a browser redirect through the API (which answers 404 when it is not configured). */
export function GoogleButton() {
  return (
    <a className="button google" href="/api/v1/login/google">
      <img src="/static/google.svg" alt="" width="18" height="18" />
      Continue with Google
    </a>
  );
}
